import type { EntityManager } from '@mikro-orm/core';
import { FOLLOW_KINDS, FOLLOW_MAX, type FollowKind } from '@meydan/shared-types/constants';
import type { Follows } from '@meydan/shared-types/schemas';
import { Follow } from '../../model/follow.entity.js';
import { toPersianDigits } from '@meydan/shared-types/text';
import { HttpError } from '../../http-errors.js';

export const LIST_OF: Record<FollowKind, keyof Follows> = { team: 'teams', league: 'leagues', player: 'players' };
const NOUN: Record<FollowKind, string> = { team: 'تیم', league: 'لیگ', player: 'بازیکن' };

export const tooMany = (kind: FollowKind) =>
  new HttpError(
    400,
    `بیش از ${toPersianDigits(String(FOLLOW_MAX))} ${NOUN[kind]} را نمی‌توان دنبال کرد؛ پیش از افزودن، یکی را از دنبال‌شده‌ها بردارید.`,
  );

/** A signed-in reader's follows, oldest first. */
export async function followsOf(em: EntityManager, userId: number): Promise<Follows> {
  const rows = await em.find(Follow, { user: userId }, { orderBy: { id: 'asc' } });
  const follows: Follows = { teams: [], leagues: [], players: [] };
  for (const row of rows) follows[LIST_OF[row.kind]].push(row.targetId);
  return follows;
}

/** Adds one follow; refused past the limit. The row lock on the user keeps two tabs from both taking the 50th place. */
export async function addFollow(em: EntityManager, userId: number, kind: FollowKind, targetId: number): Promise<void> {
  await em.transactional(async (tem) => {
    await tem.getConnection().execute('select 1 from users where id = ? for update', [userId], 'all', tem.getTransactionContext());
    if (await tem.count(Follow, { user: userId, kind, targetId })) return;
    if ((await tem.count(Follow, { user: userId, kind })) >= FOLLOW_MAX) throw tooMany(kind);
    tem.create(Follow, { user: userId, kind, targetId });
  });
}

export async function removeFollow(em: EntityManager, userId: number, kind: FollowKind, targetId: number): Promise<void> {
  await em.nativeDelete(Follow, { user: userId, kind, targetId });
}

/**
 * At sign-in: the browser's follows join the account's (the union, the account's first, cut at the
 * limit of each kind), and the result is what the browser keeps from then on.
 */
export async function mergeFollows(em: EntityManager, userId: number, browser: Follows): Promise<Follows> {
  await em.transactional(async (tem) => {
    await tem.getConnection().execute('select 1 from users where id = ? for update', [userId], 'all', tem.getTransactionContext());
    const account = await followsOf(tem, userId);
    for (const kind of FOLLOW_KINDS) {
      const list = LIST_OF[kind];
      const have = new Set(account[list]);
      for (const id of browser[list]) {
        if (have.size >= FOLLOW_MAX) break;
        if (have.has(id)) continue;
        have.add(id);
        tem.create(Follow, { user: userId, kind, targetId: id });
      }
    }
  });
  return followsOf(em, userId);
}
