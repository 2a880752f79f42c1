import { describe, expect, it } from 'vitest';
import { mediaUrlFor } from '../storage/index.js';
import { largestImageUrl, toPublicImage } from './images.js';

const local = mediaUrlFor(null);

const media = {
  storageKey: '2026/03/abc.jpg',
  kind: 'image',
  width: 2000,
  height: 1000,
  alt: 'ورزشگاه آزادی',
  variants: [
    { width: 1280, height: 640, key: '2026/03/abc-1280.webp' },
    { width: 320, height: 160, key: '2026/03/abc-320.webp' },
    { width: 640, height: 320, key: '2026/03/abc-640.webp' },
  ],
};

describe('public images', () => {
  it('uses the WebP variants as srcset, the 640 one as src, with its intrinsic size', () => {
    expect(toPublicImage(local, media)).toEqual({
      src: '/media/2026/03/abc-640.webp',
      srcset: '/media/2026/03/abc-320.webp 320w, /media/2026/03/abc-640.webp 640w, /media/2026/03/abc-1280.webp 1280w',
      width: 640,
      height: 320,
      alt: 'ورزشگاه آزادی',
    });
  });

  it('prefers the given alt text, falls back to the original file without variants, and skips videos', () => {
    expect(toPublicImage(local, media, 'عنوان')?.alt).toBe('عنوان');
    expect(toPublicImage(local, { ...media, variants: [] })).toMatchObject({ src: '/media/2026/03/abc.jpg', srcset: '', width: 2000 });
    expect(toPublicImage(local, { ...media, kind: 'video' })).toBeNull();
    expect(toPublicImage(local, null)).toBeNull();
  });

  it('gives link previews the widest variant', () => {
    expect(largestImageUrl(local, media)).toBe('/media/2026/03/abc-1280.webp');
  });
});
