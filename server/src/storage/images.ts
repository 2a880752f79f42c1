import { LIMITS } from '@meydan/shared-types/constants';
import sharp from 'sharp';

export interface EncodedImage {
  width: number;
  height: number;
  main: Buffer;
  variants: { width: number; height: number; data: Buffer }[];
}

const MAIN_MAX_WIDTH = 1920;

export class InvalidImageError extends Error {}

/**
 * Re-encodes an upload to WebP: whatever the original carried (metadata, trailing payloads, polyglot
 * tricks) is dropped, and the resized widths serve `srcset`.
 */
export async function encodeImage(input: Buffer, animated: boolean): Promise<EncodedImage> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { animated, limitInputPixels: 80_000_000 }).metadata();
  } catch {
    throw new InvalidImageError('invalid image');
  }
  if (!meta.width || !meta.height) throw new InvalidImageError('invalid image');
  const pageHeight = meta.pageHeight ?? meta.height;
  const base = () => sharp(input, { animated, limitInputPixels: 80_000_000 }).rotate();
  const encode = async (width: number) => {
    const { data, info } = await base()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.pageHeight ?? info.height, data };
  };
  const main = await encode(Math.min(meta.width, MAIN_MAX_WIDTH));
  const widths = LIMITS.imageWidths.filter((w) => w < meta.width!);
  const variants = [];
  for (const w of widths) variants.push(await encode(w));
  return { width: main.width, height: animated ? pageHeight : main.height, main: main.data, variants };
}
