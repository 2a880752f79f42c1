export type DetectedType =
  | { kind: 'image'; mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' }
  | { kind: 'video'; mime: 'video/mp4' | 'video/webm'; ext: 'mp4' | 'webm' };

/** Bytes needed to decide. */
export const SNIFF_BYTES = 16;

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

/**
 * The type of an upload from its first bytes, whatever its name or declared type says.
 * Only the formats we accept are recognised; SVG, HTML and everything else give null.
 */
export function detectType(head: Buffer): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mime: 'image/png' };
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a') {
    return { kind: 'image', mime: 'image/gif' };
  }
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { kind: 'image', mime: 'image/webp' };
  }
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  return null;
}
