import type { Media } from '@meydan/shared-types/schemas';

/** What the dropzones accept; the server decides by magic bytes, this only filters the file dialog. */
export const ACCEPT = {
  image: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'], 'image/gif': ['.gif'] },
  video: { 'video/mp4': ['.mp4'], 'video/webm': ['.webm'] },
};

/** The smallest variant at least `width` wide, else the original. */
export function previewUrl(media: Pick<Media, 'url' | 'variants'>, width: number): string {
  const fitting = [...media.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= width);
  return fitting?.url ?? media.url;
}
