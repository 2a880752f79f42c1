import { useEffect, useRef } from 'react';
import type { GalleryDetail } from '@meydan/shared-types/public';
import { faDigits } from '../../lib/format';
import { useSwiper } from '../../lib/use-swiper';
import { Chevron } from '../../components/ui/Chevron';

interface LightboxProps {
  items: GalleryDetail['items'];
  start: number;
  onClose(): void;
}

/** Full-screen photos: swipe, arrow keys, Escape or the close button to leave. */
export function Lightbox({ items, start, onClose }: LightboxProps) {
  const root = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  useSwiper(root, (m) => ({
    modules: [m.Navigation, m.Keyboard, m.Zoom, m.A11y],
    initialSlide: start,
    zoom: true,
    keyboard: { enabled: true },
    navigation: { prevEl: prev.current, nextEl: next.current },
  }));

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div className="lightbox" role="dialog" aria-modal="true" aria-label="نمایش تمام‌صفحه عکس‌ها">
      <button ref={close} type="button" className="lightbox__close" onClick={onClose} aria-label="بستن">
        ×
      </button>
      <div ref={root} className="swiper lightbox__swiper">
        <div className="swiper-wrapper">
          {items.map((item, i) => (
            <figure key={i} className="swiper-slide lightbox__slide">
              <div className="swiper-zoom-container">
                <img
                  src={item.image.src}
                  srcSet={item.image.srcset}
                  sizes="100vw"
                  alt={item.image.alt}
                  width={item.image.width}
                  height={item.image.height}
                />
              </div>
              <figcaption>
                {faDigits(i + 1)} از {faDigits(items.length)}
                {item.caption ? ` — ${item.caption}` : ''}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
      <button ref={prev} type="button" className="slider-nav slider-nav--prev" aria-label="عکس قبلی">
        <Chevron to="right" />
      </button>
      <button ref={next} type="button" className="slider-nav slider-nav--next" aria-label="عکس بعدی">
        <Chevron to="left" />
      </button>
    </div>
  );
}
