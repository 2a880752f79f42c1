import { useRef } from 'react';
import type { GalleryDetail } from '@meydan/shared-types/public';
import { Img } from '../../components/ui/Img';
import { faDigits } from '../../lib/format';
import { useSwiper } from '../../lib/use-swiper';
import { Chevron } from '../../components/ui/Chevron';

interface PhotoSliderProps {
  items: GalleryDetail['items'];
  onOpen(index: number): void;
}

/** The gallery's photos, one at a time: arrows, swipe, keyboard; a click opens the lightbox. */
export function PhotoSlider({ items, onOpen }: PhotoSliderProps) {
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const counter = useRef<HTMLParagraphElement>(null);
  useSwiper(root, (m) => ({
    modules: [m.Navigation, m.Keyboard, m.A11y],
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: { prevEl: prev.current, nextEl: next.current },
    a11y: { prevSlideMessage: 'عکس قبلی', nextSlideMessage: 'عکس بعدی' },
    on: {
      slideChange: (s) => {
        if (counter.current) counter.current.textContent = `${faDigits(s.activeIndex + 1)} از ${faDigits(items.length)}`;
      },
    },
  }));
  return (
    <div className="photo-slider">
      <div ref={root} className="swiper" role="region" aria-roledescription="carousel" aria-label="عکس‌های گالری">
        <div className="swiper-wrapper">
          {items.map((item, i) => (
            <figure key={i} className="swiper-slide photo-slide">
              <button
                type="button"
                className="photo-slide__open"
                onClick={() => onOpen(i)}
                aria-label={`نمایش تمام‌صفحه عکس ${faDigits(i + 1)}`}
              >
                <Img image={item.image} sizes="(max-width: 1000px) 100vw, 960px" priority={i === 0} />
              </button>
              {item.caption && <figcaption>{item.caption}</figcaption>}
            </figure>
          ))}
        </div>
        <button ref={prev} type="button" className="slider-nav slider-nav--prev" aria-label="عکس قبلی">
          <Chevron to="right" />
        </button>
        <button ref={next} type="button" className="slider-nav slider-nav--next" aria-label="عکس بعدی">
          <Chevron to="left" />
        </button>
      </div>
      <p ref={counter} className="photo-slider__counter" aria-live="polite">
        {faDigits(1)} از {faDigits(items.length)}
      </p>
    </div>
  );
}
