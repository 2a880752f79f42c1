import type { SwiperOptions } from 'swiper/types';
import { guardedImport } from './chunk-guard';

/** Swiper stays out of the first-load bundle: pages that need it load it after they render. */
export const loadSwiper = guardedImport(async () => {
  const [{ default: Swiper }, modules] = await Promise.all([import('swiper'), import('swiper/modules')]);
  return { Swiper, modules };
});

export type SwiperInstance = InstanceType<Awaited<ReturnType<typeof loadSwiper>>['Swiper']>;
export type { SwiperOptions };
