import { useRef, type ReactNode } from 'react';
import { useSwiper } from '../../lib/use-swiper';
import { Chevron } from './Chevron';

interface MediaStripProps {
  label: string;
  children: ReactNode[];
}

/**
 * A horizontal strip of cards. The server renders Swiper's markup as a row of fixed-width slides; Swiper
 * is loaded after render and takes over the same DOM (drag, arrows, keyboard), so nothing moves.
 */
export function MediaStrip({ label, children }: MediaStripProps) {
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  useSwiper(root, (m) => ({
    modules: [m.Navigation, m.Keyboard, m.A11y],
    slidesPerView: 'auto',
    spaceBetween: 16,
    watchOverflow: true,
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: { prevEl: prev.current, nextEl: next.current },
    a11y: { prevSlideMessage: 'قبلی', nextSlideMessage: 'بعدی' },
  }));
  return (
    <div className="media-strip">
      <div ref={root} className="swiper media-strip__swiper" role="region" aria-label={label}>
        <div className="swiper-wrapper">
          {children.map((child, i) => (
            <div key={i} className="swiper-slide media-strip__slide">
              {child}
            </div>
          ))}
        </div>
      </div>
      <button ref={prev} type="button" className="strip-nav strip-nav--prev" aria-label="قبلی">
        <Chevron to="right" />
      </button>
      <button ref={next} type="button" className="strip-nav strip-nav--next" aria-label="بعدی">
        <Chevron to="left" />
      </button>
    </div>
  );
}
