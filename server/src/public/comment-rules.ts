import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES } from '@meydan/shared-types/constants';
import { COMMENT_MAX_LINKS, type CommentNotice } from '@meydan/shared-types/comments';
import { Comment } from '../model/comment.entity.js';
import { User } from '../model/user.entity.js';
import { BIDI_CONTROLS, impersonates, nameKey } from '../security/untrusted-text.js';

export const MAX_LINKS = COMMENT_MAX_LINKS;
const LINK = /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|ir|info|biz|xyz|top|io|me|co|site|online)\b/gi;

export const countLinks = (text: string) => text.match(LINK)?.length ?? 0;

/** Bidi controls let a comment display text other than what a moderator reads; they are dropped. */
export const stripBidi = (text: string) => text.replace(BIDI_CONTROLS, '');

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
): Promise<Extract<CommentNotice, 'articleFull' | 'siteFull'> | null> {
  if ((await em.count(Comment, { news: newsId, status: 'pending' })) >= caps.perItem) return 'articleFull';
  if ((await em.count(Comment, { status: 'pending' })) >= caps.total) return 'siteFull';
  return null;
}
