import type { Where } from '../crud/resource.js';
import { ValidationError } from '../http-errors.js';
import { newShortCode } from '../content/short-code.js';

/** The `state` filter: drafts, scheduled (published with a future date) and live items. */
export function stateWhere(state: string | string[]): Where {
  const one = (s: string): Where => {
    const now = new Date();
    if (s === 'draft') return { status: 'draft' };
    if (s === 'scheduled') return { status: 'published', publishedAt: { $gt: now } };
    return { status: 'published', publishedAt: { $lte: now } };
  };
  return Array.isArray(state) ? { $or: state.map(one) } : one(state);
}

/** What publication rules read of a news item or gallery as its write leaves it, and what they set. */
interface PublicationWrite {
  existing: object | null;
  next: { status?: 'draft' | 'published'; publishedAt?: string | null; cover?: number | null };
  set: { shortCode?: string };
}

/** Publishing needs a date and, where the item has one, a cover. New items get a short code. */
export async function checkPublication(
  ctx: PublicationWrite,
  entity: { getShortCodeTaken(code: string): Promise<boolean> },
  needsCover: boolean,
) {
  const { next, existing } = ctx;
  const errors: Record<string, string> = {};
  if (next.status === 'published') {
    if (!next.publishedAt) errors.publishedAt = 'برای انتشار، تاریخ و ساعت انتشار را تعیین کنید.';
    if (needsCover && !next.cover) errors.cover = 'برای انتشار، تصویر شاخص را بارگذاری کنید.';
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (!existing) {
    let code = newShortCode();
    while (await entity.getShortCodeTaken(code)) code = newShortCode();
    ctx.set.shortCode = code;
  }
}
