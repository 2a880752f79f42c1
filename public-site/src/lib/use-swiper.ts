import { useEffect, useRef, type RefObject } from 'react';
import { loadSwiper, type SwiperInstance, type SwiperOptions } from './swiper';

type Modules = Awaited<ReturnType<typeof loadSwiper>>['modules'];

/**
 * Loads Swiper and mounts it on server-rendered markup when the element comes near the screen, so a
 * strip further down costs nothing at load. `options` is read once; the instance dies with the component.
 */
export function useSwiper(
  root: RefObject<HTMLElement | null>,
  options: (modules: Modules) => SwiperOptions,
): RefObject<SwiperInstance | null> {
  const instance = useRef<SwiperInstance | null>(null);
  const build = useRef(options);
  useEffect(() => {
    let cancelled = false;
    const mount = () =>
      loadSwiper().then(
        ({ Swiper, modules }) => {
          if (cancelled || !root.current) return;
          instance.current = new Swiper(root.current, build.current(modules));
          root.current.classList.add('swiper--ready');
        },
        () => undefined,
      );
    const el = root.current;
    const observer =
      el && 'IntersectionObserver' in window
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              observer?.disconnect();
              void mount();
            },
            { rootMargin: '300px' },
          )
        : null;
    if (observer && el) observer.observe(el);
    else void mount();
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance.current?.destroy(true, false);
      instance.current = null;
    };
  }, [root]);
  return instance;
}
