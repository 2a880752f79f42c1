import { useEffect, useRef, type RefObject } from 'react';
import { loadSwiper, type SwiperInstance, type SwiperOptions } from './swiper';

type Modules = Awaited<ReturnType<typeof loadSwiper>>['modules'];

/**
 * Loads Swiper and mounts it on server-rendered markup once the component is on screen. `options` is
 * read once, at mount; the instance is destroyed with the component.
 */
export function useSwiper(
  root: RefObject<HTMLElement | null>,
  options: (modules: Modules) => SwiperOptions,
): RefObject<SwiperInstance | null> {
  const instance = useRef<SwiperInstance | null>(null);
  const build = useRef(options);
  useEffect(() => {
    let cancelled = false;
    loadSwiper().then(({ Swiper, modules }) => {
      if (cancelled || !root.current) return;
      instance.current = new Swiper(root.current, build.current(modules));
      root.current.classList.add('swiper--ready');
    }, () => undefined);
    return () => {
      cancelled = true;
      instance.current?.destroy(true, false);
      instance.current = null;
    };
  }, [root]);
  return instance;
}
