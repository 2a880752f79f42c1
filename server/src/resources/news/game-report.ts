import type { EntityManager } from '@mikro-orm/postgresql';
import { Game } from '../../model/game.entity.js';
import { News } from '../../model/news.entity.js';

/**
 * A game's report is the news item about that game marked `isGameReport`: the one link between them
 * is the item's game, so the two cannot disagree. The database keeps one report per game; these rules
 * give Persian messages first, and choosing a new report unmarks the old one in the same transaction.
 */
export const REPORT_ERRORS = {
  needsGame: 'برای گزارش بازی، بازیِ خبر را انتخاب کنید.',
  needsPublication: 'گزارش بازی باید خبر منتشرشده یا زمان‌بندی‌شده باشد؛ خبر پیش‌نویس نمی‌تواند گزارش بازی باشد.',
  otherGame: 'این خبر دربارهٔ بازی دیگری است؛ گزارش هر بازی باید خبری دربارهٔ همان بازی باشد.',
  missing: 'خبر انتخاب‌شده وجود ندارد؛ دوباره انتخاب کنید.',
} as const;

/** Each game's report among these games: game id → news id. */
export async function reportsOf(em: EntityManager, gameIds: readonly number[]): Promise<Map<number, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await em.find(News, { game: { $in: [...gameIds] }, isGameReport: true }, { fields: ['id', 'game'] });
  return new Map(rows.map((n) => [n.game!.id, n.id]));
}

/**
 * Unmarks the game's report (other than `keep`) and flushes at once: the unique index would refuse the
 * new mark while the old one stands. Through the ORM, so the item's version rises (an editor's open form
 * of it gets a conflict rather than marking it again) and the public pages that show it are refreshed.
 */
async function unmarkReport(em: EntityManager, gameId: number, keep: number | null): Promise<void> {
  const previous = await em.findOne(News, { game: gameId, isGameReport: true, ...(keep ? { id: { $ne: keep } } : {}) });
  if (!previous) return;
  previous.isGameReport = false;
  await em.flush();
}

/**
 * Raises the version of games whose report changed from the news side: the report is part of the game's
 * record, and a game form opened before would otherwise put the old report back when saved.
 */
async function touchGames(em: EntityManager, gameIds: (number | null)[]): Promise<void> {
  const ids = [...new Set(gameIds.filter((id): id is number => id !== null))];
  for (const game of await em.find(Game, { id: { $in: ids } })) game.updatedAt = new Date();
}

interface NewsReportWrite {
  em: EntityManager;
  existing: { id: number; game?: { id: number } | null; isGameReport: boolean } | null;
  next: { game?: number | null; isGameReport?: boolean; status?: 'draft' | 'published' };
}

/** A news item's save: checks its mark and, when it becomes another game's report, unmarks that game's old one. */
export async function prepareNewsReport({ em, existing, next }: NewsReportWrite): Promise<Record<string, string>> {
  if (next.isGameReport) {
    if (!next.game) return { isGameReport: REPORT_ERRORS.needsGame };
    if (next.status !== 'published') return { isGameReport: REPORT_ERRORS.needsPublication };
  }
  const wasReportOf = existing?.isGameReport ? (existing.game?.id ?? null) : null;
  const reportOf = next.isGameReport ? (next.game ?? null) : null;
  if (reportOf === wasReportOf) return {};
  if (reportOf) await unmarkReport(em, reportOf, existing?.id ?? null);
  await touchGames(em, [wasReportOf, reportOf]);
  return {};
}

/**
 * A game's save with a `reportNews`: the item must exist, be published or scheduled and be about this
 * game or no game yet. Answers whether the report changes (null unmarks the current one).
 */
export async function checkGameReport(
  em: EntityManager,
  gameId: number | null,
  newsId: number | null | undefined,
): Promise<{ errors: Record<string, string>; changes: boolean }> {
  if (newsId === undefined) return { errors: {}, changes: false };
  const current = gameId ? ((await reportsOf(em, [gameId])).get(gameId) ?? null) : null;
  if (newsId === current) return { errors: {}, changes: false };
  if (newsId === null) return { errors: {}, changes: true };
  const news = await em.findOne(News, { id: newsId }, { fields: ['status', 'game'] });
  if (!news) return { errors: { reportNews: REPORT_ERRORS.missing }, changes: false };
  if (news.status !== 'published') return { errors: { reportNews: REPORT_ERRORS.needsPublication }, changes: false };
  if (news.game && news.game.id !== gameId) return { errors: { reportNews: REPORT_ERRORS.otherGame }, changes: false };
  return { errors: {}, changes: true };
}

/** Makes the item the game's report (about this game, marked), unmarking the previous one; null leaves it without one. */
export async function setGameReport(em: EntityManager, gameId: number, newsId: number | null): Promise<void> {
  await unmarkReport(em, gameId, newsId);
  if (newsId === null) return;
  const news = await em.findOneOrFail(News, { id: newsId });
  news.game = em.getReference(Game, gameId);
  news.isGameReport = true;
}
