import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES } from '@meydan/shared-types/constants';
import { toPersianDigits } from '@meydan/shared-types/text';
import { Comment } from '../model/comment.entity.js';
import { User } from '../model/user.entity.js';
import { BIDI_CONTROLS, impersonates, nameKey } from '../security/untrusted-text.js';

/** More links than a reader cites in passing: what spam looks like. */
export const MAX_LINKS = 2;
const LINK = /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|ir|info|biz|xyz|top|io|me|co|site|online)\b/gi;

export const countLinks = (text: string) => text.match(LINK)?.length ?? 0;

/** Bidi controls let a comment display text other than what a moderator reads; they are dropped. */
export const stripBidi = (text: string) => text.replace(BIDI_CONTROLS, '');

export const TOO_MANY_LINKS = `نظر بیش از ${toPersianDigits(MAX_LINKS)} پیوند دارد؛ پیوندها را کم کنید و دوباره بفرستید.`;
export const RESERVED_NAME = 'این نام متعلق به یکی از اعضای تحریریه است؛ نام دیگری انتخاب کنید.';
export const ARTICLE_FULL = 'نظرهای زیادی برای این خبر در انتظار تأیید است؛ کمی بعد دوباره تلاش کنید.';
export const SITE_FULL = 'نظرهای زیادی در انتظار تأیید است؛ کمی بعد دوباره تلاش کنید.';

/** Whether `name` is a staff member's display name, however it is spelled, spaced or reversed. */
export async function isStaffName(em: EntityManager, name: string): Promise<boolean> {
  const staff = await em.find(User, { role: { $in: [...STAFF_ROLES] } }, { fields: ['displayName'] });
  return impersonates(name, new Set(staff.map((u) => nameKey(u.displayName))));
}

/** Which cap on comments awaiting moderation a new one would pass, if any. */
export async function pendingCapReached(
  em: EntityManager,
  newsId: number,
  caps: { perItem: number; total: number },
): Promise<string | null> {
  if ((await em.count(Comment, { news: newsId, status: 'pending' })) >= caps.perItem) return ARTICLE_FULL;
  if ((await em.count(Comment, { status: 'pending' })) >= caps.total) return SITE_FULL;
  return null;
}
