/** A Range header's one byte range: absolute offsets, or the last `suffix` bytes. */
export type RequestedRange = { start: number; end?: number } | { suffix: number };

/**
 * The single byte range a `Range` header asks for; null for no header, another unit, several ranges or
 * a malformed value, all of which HTTP lets a server answer with the whole file.
 */
export function parseRange(header: string | undefined): RequestedRange | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') return { suffix: Number(m[2]) };
  const start = Number(m[1]);
  if (m[2] === '') return { start };
  const end = Number(m[2]);
  return end < start ? null : { start, end };
}

/** Whether an If-None-Match header names this ETag (weak comparison, as HTTP prescribes for it). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header || !etag) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
