import type { Where } from '../crud/resource.js';
import type { WriteContext } from '../crud/resource.js';
import { ValidationError } from '../plugins/http-errors.js';
import { newShortCode } from '../content/short-code.js';
import { idOf } from './id-of.js';

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

/** Publishing needs a date and, where the item has one, a cover. New items get a short code. */
export async function checkPublication(ctx: WriteContext, entity: { getShortCodeTaken(code: string): Promise<boolean> }, needsCover: boolean) {
  const { data, existing } = ctx;
  const status = data.status ?? existing?.status ?? 'draft';
  const errors: Record<string, string> = {};
  if (status === 'published') {
    const publishedAt = data.publishedAt !== undefined ? data.publishedAt : existing?.publishedAt;
    if (!publishedAt) errors.publishedAt = 'برای انتشار، تاریخ و ساعت انتشار را تعیین کنید.';
    const cover = data.cover !== undefined ? data.cover : idOf(existing?.cover);
    if (needsCover && !cover) errors.cover = 'برای انتشار، تصویر شاخص را بارگذاری کنید.';
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (!existing) {
    let code = newShortCode();
    while (await entity.getShortCodeTaken(code)) code = newShortCode();
    data.shortCode = code;
  }
}
