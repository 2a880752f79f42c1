import type { PublicImage } from '@meydan/shared-types/schemas';
import type { MediaUrl } from './index.js';

export interface StoredImage {
  storageKey: string;
  kind?: string;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
  variants: { width: number; height: number; key: string }[];
}

/** The variant drawn by default: wide enough for a card on a 2x phone screen, small enough for 3G. */
const DEFAULT_WIDTH = 640;

/**
 * The public form of an uploaded image: its WebP variants as `srcset`, the default variant as `src`, and
 * the intrinsic size of that variant so pages reserve the space before the image arrives.
 */
export function toPublicImage(mediaUrl: MediaUrl, media: StoredImage | null | undefined, alt?: string | null): PublicImage | null {
  if (!media || (media.kind && media.kind !== 'image')) return null;
  const variants = [...(media.variants ?? [])].sort((a, b) => a.width - b.width);
  const text = (alt ?? media.alt ?? '').trim();
  if (variants.length === 0) {
    return {
      src: mediaUrl(media.storageKey),
      srcset: '',
      width: media.width ?? 1280,
      height: media.height ?? 720,
      alt: text,
    };
  }
  const chosen = variants.find((v) => v.width >= DEFAULT_WIDTH) ?? variants[variants.length - 1];
  return {
    src: mediaUrl(chosen.key),
    srcset: variants.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(', '),
    width: chosen.width,
    height: chosen.height,
    alt: text,
  };
}

/** The largest variant, for Open Graph and JSON-LD, where a crawler wants one big image. */
export function largestImageUrl(mediaUrl: MediaUrl, media: StoredImage | null | undefined): string | null {
  if (!media) return null;
  const variants = [...(media.variants ?? [])].sort((a, b) => b.width - a.width);
  return mediaUrl(variants[0]?.key ?? media.storageKey);
}
