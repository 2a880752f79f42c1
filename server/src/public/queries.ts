import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { Gallery, Game, News } from '../db/entities.js';
import type { IGallery } from '../resources/gallery/gallery.entity.js';
import type { IGame } from '../resources/game/game.entity.js';
import type { INews } from '../resources/news/news.entity.js';
import { GALLERY_CARD_POPULATE, GAME_CARD_POPULATE, NEWS_CARD_POPULATE } from './cards.js';
import { idSubquery, newsIdsIn, type IdSubquery, type NewsFilter, type NewsSlice } from './news-query.js';

/*
 * Every public read goes through these filters: published and not in the future. A scheduled item
 * (published with a future date) appears by itself when its time comes.
 */
export const publishedNews = (): FilterQuery<INews> => ({ status: 'published', publishedAt: { $lte: new Date() } });
export const publishedGallery = (): FilterQuery<IGallery> => ({ status: 'published', publishedAt: { $lte: new Date() } });

interface Page { limit: number; offset?: number }

/** A card never shows the body; leaving it (and the search text) out keeps list rows small. */
const CARD_OPTIONS = { populate: NEWS_CARD_POPULATE, exclude: ['body', 'searchText'] } as const;
const NEWEST = { publishedAt: 'desc', id: 'desc' } as const;

/** One statement: the slice's ids as a subquery, the cards (cover, sport) joined around it. */
export async function findNews(em: EntityManager, filter: NewsFilter, slice: NewsSlice) {
  return findNewsIn(em, newsIdsIn(filter, slice));
}

/** News cards, newest first, whose ids a subquery selects (see news-query.ts). */
export async function findNewsIn(em: EntityManager, ids: IdSubquery) {
  return em.find(News, { id: ids }, { ...CARD_OPTIONS, orderBy: NEWEST });
}

/** News cards for ids already chosen, in the order given. */
export async function findNewsByIds(em: EntityManager, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await em.find(News, { id: { $in: [...ids] } }, CARD_OPTIONS);
  const byId = new Map(rows.map((n) => [n.id, n]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findGalleries(em: EntityManager, where: FilterQuery<IGallery>, { limit, offset = 0 }: Page) {
  return em.find(Gallery, { $and: [publishedGallery(), where] } as FilterQuery<IGallery>, {
    populate: GALLERY_CARD_POPULATE, orderBy: NEWEST, limit, offset,
  });
}

export async function findGalleryPage(em: EntityManager, where: FilterQuery<IGallery>, { limit, offset = 0 }: Page) {
  return em.findAndCount(Gallery, { $and: [publishedGallery(), where] } as FilterQuery<IGallery>, {
    populate: GALLERY_CARD_POPULATE, orderBy: NEWEST, limit, offset,
  });
}

/** The newest galleries of each kind, in one statement. */
export async function findGalleriesByKind(em: EntityManager, limit: number) {
  const newest = (kind: string) =>
    `(select g.id from gallery g where g.kind = '${kind}' and g.status = 'published' and g.published_at <= ? order by g.published_at desc, g.id desc limit ?)`;
  const now = new Date();
  const ids = idSubquery({ sql: `select u.id from (${newest('image')} union all ${newest('video')}) u`, params: [now, limit, now, limit] });
  const rows = await em.find(Gallery, { id: ids }, { populate: GALLERY_CARD_POPULATE, orderBy: NEWEST });
  return { photos: rows.filter((g) => g.kind === 'image'), videos: rows.filter((g) => g.kind === 'video') };
}

const PLAYED = ['finished', 'awarded'];
const IN_PLAY = ['live', 'half_time'];

export async function findResults(em: EntityManager, where: FilterQuery<IGame>, limit: number) {
  return em.find(Game, { $and: [{ status: { $in: PLAYED } }, where] } as FilterQuery<IGame>, {
    populate: GAME_CARD_POPULATE, orderBy: { kickoffAt: 'desc', id: 'desc' }, limit,
  });
}

/** Games in play first, then the next scheduled ones. */
export async function findUpcoming(em: EntityManager, where: FilterQuery<IGame>, limit: number) {
  const live = await em.find(Game, { $and: [{ status: { $in: IN_PLAY } }, where] } as FilterQuery<IGame>, {
    populate: GAME_CARD_POPULATE, orderBy: { kickoffAt: 'asc' }, limit,
  });
  if (live.length >= limit) return live;
  const next = await em.find(Game, { $and: [{ status: 'scheduled', kickoffAt: { $gte: new Date() } }, where] } as FilterQuery<IGame>, {
    populate: GAME_CARD_POPULATE, orderBy: { kickoffAt: 'asc', id: 'asc' }, limit: limit - live.length,
  });
  return [...live, ...next];
}

/** The home page's latest results and, as `findUpcoming` orders them, games in play and next: one statement. */
export async function findHomeGames(em: EntityManager, limit: number) {
  const now = new Date();
  const pick = (where: string, order: string) => `(select g.id from game g where ${where} order by ${order} limit ?)`;
  const ids = idSubquery({
    sql: `select u.id from (${[
      pick(`g.status in ('finished', 'awarded')`, 'g.kickoff_at desc, g.id desc'),
      pick(`g.status in ('live', 'half_time')`, 'g.kickoff_at asc, g.id asc'),
      pick(`g.status = 'scheduled' and g.kickoff_at >= ?`, 'g.kickoff_at asc, g.id asc'),
    ].join(' union all ')}) u`,
    params: [limit, limit, now, limit],
  });
  const games = await em.find(Game, { id: ids }, { populate: GAME_CARD_POPULATE, orderBy: { kickoffAt: 'asc', id: 'asc' } });
  const live = games.filter((g) => IN_PLAY.includes(g.status));
  const next = games.filter((g) => g.status === 'scheduled' && g.kickoffAt >= now);
  return {
    results: games.filter((g) => PLAYED.includes(g.status)).reverse(),
    upcoming: [...live, ...next].slice(0, limit),
  };
}

/**
 * News about a team, newest first: a walk of the team's feed (news_teams by team and publication time,
 * kept by triggers, see Migration20261125130000) that stops at the limit, however rare or old the team.
 */
export async function findTeamNews(em: EntityManager, teamId: number, limit: number) {
  return findNewsIn(em, idSubquery({
    sql: 'select nt.news_id from news_teams nt where nt.team_id = ? and nt.published_at <= ? order by nt.published_at desc, nt.news_id desc limit ?',
    params: [teamId, new Date(), limit],
  }));
}

/** Games kicking off in [start, end), in kick-off order: a range scan of the kick-off index. */
export async function findGamesBetween(em: EntityManager, start: Date, end: Date) {
  return em.find(Game, { kickoffAt: { $gte: start, $lt: end } }, {
    populate: [...GAME_CARD_POPULATE, 'season.league.sport'], orderBy: { kickoffAt: 'asc', id: 'asc' },
  });
}

/** The kick-off of the nearest game before `start` and of the nearest at or after `end` (one index probe each). */
export async function nearestKickoffs(em: EntityManager, start: Date, end: Date): Promise<{ earlier: Date | null; later: Date | null }> {
  const rows: { earlier: Date | string | null; later: Date | string | null }[] = await em.getConnection().execute(
    `select (select max(g.kickoff_at) from game g where g.kickoff_at < ?) as earlier,
            (select min(g.kickoff_at) from game g where g.kickoff_at >= ?) as later`,
    [start, end],
  );
  const at = (v: Date | string | null | undefined) => (v ? new Date(v) : null);
  return { earlier: at(rows[0]?.earlier), later: at(rows[0]?.later) };
}

/**
 * A team's latest results and its games in play and next, in one statement. Each list is two index
 * walks, (home_team_id, kickoff_at) and (away_team_id, kickoff_at), that stop at the limit, instead of
 * collecting every game the team ever played to sort them.
 */
export async function findTeamGames(em: EntityManager, teamId: number, limit: number) {
  const now = new Date();
  const walk = (side: 'home' | 'away', where: string, order: string) =>
    `(select g.id from game g where g.${side}_team_id = ? and ${where} order by g.kickoff_at ${order} limit ?)`;
  const played = `g.status in ('finished', 'awarded') and g.kickoff_at < ?`;
  // A game still marked live a day after kick-off is stale data, not a game in play.
  const coming = `g.kickoff_at >= ? and (g.status in ('live', 'half_time') or (g.status = 'scheduled' and g.kickoff_at >= ?))`;
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const ids = idSubquery({
    sql: `select u.id from (${[
      walk('home', played, 'desc'), walk('away', played, 'desc'), walk('home', coming, 'asc'), walk('away', coming, 'asc'),
    ].join(' union all ')}) u`,
    params: [teamId, now, limit, teamId, now, limit, teamId, dayAgo, now, limit, teamId, dayAgo, now, limit],
  });
  const games = await em.find(Game, { id: ids }, { populate: GAME_CARD_POPULATE, orderBy: { kickoffAt: 'asc', id: 'asc' } });
  const last = games.filter((g) => PLAYED.includes(g.status)).reverse().slice(0, limit);
  const live = games.filter((g) => IN_PLAY.includes(g.status));
  const next = games.filter((g) => g.status === 'scheduled');
  return { last, next: [...live, ...next].slice(0, limit) };
}
