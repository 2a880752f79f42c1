import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { executePrepared } from '../db/prepared.js';
import { Game } from '../model/game.entity.js';
import type { IGallery } from '../model/gallery.entity.js';
import type { INews } from '../model/news.entity.js';
import { GAME_CARD_POPULATE } from './cards.js';
import { galleryCardsIn, gameCardsIn, newsCardsByIds, newsCardsIn, type GalleryCardRow, type GameCardRow } from './card-rows.js';
import type { Sql } from '../db/sql.js';
import { newsIdsQuery, type NewsFilter, type NewsSlice } from './news-query.js';

/*
 * Every public read goes through these filters: published and not in the future. A scheduled item
 * (published with a future date) appears by itself when its time comes.
 */
export const publishedNews = (): FilterQuery<INews> => ({ status: 'published', publishedAt: { $lte: new Date() } });
export const publishedGallery = (): FilterQuery<IGallery> => ({ status: 'published', publishedAt: { $lte: new Date() } });

interface Page {
  limit: number;
  offset?: number;
}

/** One statement: the slice's ids as a subquery, their cards as rows around it. */
export function findNews(em: EntityManager, filter: NewsFilter, slice: NewsSlice) {
  return newsCardsIn(em, newsIdsQuery(filter, slice));
}

/** News cards, newest first, whose ids a statement selects (see news-query.ts). */
export const findNewsIn = (em: EntityManager, ids: Sql) => newsCardsIn(em, ids);

/** News cards for ids already chosen, in the order given. */
export const findNewsByIds = (em: EntityManager, ids: readonly number[]) => newsCardsByIds(em, ids);

/** Which published galleries a list shows. */
export interface GalleryFilter {
  kind?: 'image' | 'video';
  tag?: number;
  exclude?: number;
}

function galleryWhere(filter: GalleryFilter): Sql {
  // As of PostgreSQL's clock, with the limits in the text: one generic plan (see news-query.ts).
  const where = [`g.status = 'published'`, 'g.published_at <= now()'];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    where.push(condition);
    params.push(value);
  };
  if (filter.kind) add('g.kind = ?', filter.kind);
  if (filter.exclude !== undefined) add('g.id <> ?', filter.exclude);
  if (filter.tag !== undefined) add('exists (select 1 from gallery_tags gt where gt.gallery_id = g.id and gt.tag_id = ?)', filter.tag);
  return { sql: where.join(' and '), params };
}

/** The ids of a page of published galleries, newest first. */
export function galleryIds(filter: GalleryFilter, { limit, offset = 0 }: Page): Sql {
  const where = galleryWhere(filter);
  return {
    // A later page's offset stays a parameter: one text for every page, not one prepared statement each.
    sql: `select g.id from gallery g where ${where.sql} order by g.published_at desc, g.id desc limit ${Math.trunc(limit)} offset ${offset ? '?' : '0'}`,
    params: offset ? [...where.params, offset] : where.params,
  };
}

/** Gallery cards, newest first. */
export function findGalleries(em: EntityManager, filter: GalleryFilter, page: Page) {
  return galleryCardsIn(em, galleryIds(filter, page));
}

/** A page of gallery cards and how many there are in all. */
export async function findGalleryPage(em: EntityManager, filter: GalleryFilter, page: Page): Promise<[GalleryCardRow[], number]> {
  const where = galleryWhere(filter);
  const [items, [{ n }]] = await Promise.all([
    findGalleries(em, filter, page),
    em.getConnection().execute<{ n: string }[]>(`select count(*) as n from gallery g where ${where.sql}`, where.params),
  ]);
  return [items, Number(n)];
}

/** The newest galleries of each kind, in one statement. */
export async function findGalleriesByKind(em: EntityManager, limit: number) {
  const newest = (kind: string) =>
    `(select g.id from gallery g where g.kind = '${kind}' and g.status = 'published' and g.published_at <= ? order by g.published_at desc, g.id desc limit ?)`;
  const now = new Date();
  const rows = await galleryCardsIn(em, {
    sql: `select u.id from (${newest('image')} union all ${newest('video')}) u`,
    params: [now, limit, now, limit],
  });
  return { photos: rows.filter((g) => g.kind === 'image'), videos: rows.filter((g) => g.kind === 'video') };
}

const PLAYED = ['finished', 'awarded'];
const IN_PLAY = ['live', 'half_time'];

/**
 * Games of a sport's leagues: their ids in `order`, at most `limit`. As of PostgreSQL's clock, with the
 * limit in the text: one generic plan (see news-query.ts).
 */
const sportGames = (sport: number, where: string, order: string, limit: number): Sql => ({
  sql: `select g.id from game g join season se on se.id = g.season_id join league l on l.id = se.league_id
    where l.sport_id = ? and ${where} order by ${order} limit ${Math.trunc(limit)}`,
  params: [sport],
});

/** A sport's latest results, newest first. */
export async function findResults(em: EntityManager, sport: number, limit: number) {
  const games = await gameCardsIn(em, sportGames(sport, `g.status in ('finished', 'awarded')`, 'g.kickoff_at desc, g.id desc', limit));
  return games.reverse();
}

/** A sport's games in play first, then its next scheduled ones. */
export async function findUpcoming(em: EntityManager, sport: number, limit: number) {
  const live = sportGames(sport, `g.status in ('live', 'half_time')`, 'g.kickoff_at asc, g.id asc', limit);
  const next = sportGames(sport, `g.status = 'scheduled' and g.kickoff_at >= now()`, 'g.kickoff_at asc, g.id asc', limit);
  const games = await gameCardsIn(em, {
    sql: `select u.id from ((${live.sql}) union all (${next.sql})) u`,
    params: [...live.params, ...next.params],
  });
  return [...games.filter((g) => IN_PLAY.includes(g.status)), ...games.filter((g) => g.status === 'scheduled')].slice(0, limit);
}

/** The home page's latest results and, as `findUpcoming` orders them, games in play and next: one statement. */
export async function findHomeGames(em: EntityManager, limit: number) {
  // As of PostgreSQL's clock, with the limit in the text: one generic plan (see news-query.ts).
  const pick = (where: string, order: string) => `(select g.id from game g where ${where} order by ${order} limit ${Math.trunc(limit)})`;
  const games = await gameCardsIn(em, {
    sql: `select u.id from (${[
      pick(`g.status in ('finished', 'awarded')`, 'g.kickoff_at desc, g.id desc'),
      pick(`g.status in ('live', 'half_time')`, 'g.kickoff_at asc, g.id asc'),
      pick(`g.status = 'scheduled' and g.kickoff_at >= now()`, 'g.kickoff_at asc, g.id asc'),
    ].join(' union all ')}) u`,
    params: [],
  });
  const live = games.filter((g) => IN_PLAY.includes(g.status));
  const next = games.filter((g) => g.status === 'scheduled');
  return {
    results: games.filter((g) => PLAYED.includes(g.status)).reverse(),
    upcoming: [...live, ...next].slice(0, limit),
  };
}

/**
 * News about a team, newest first: a walk of the team's feed (news_teams by team and publication time,
 * kept by triggers, see Migration20261125130000) that stops at the limit, however rare or old the team.
 */
export const teamNewsIds = (teamId: number, limit: number): Sql => ({
  sql: `select nt.news_id from news_teams nt where nt.team_id = ? and nt.published_at <= now()
      order by nt.published_at desc, nt.news_id desc limit ${Math.trunc(limit)}`,
  params: [teamId],
});

/** Games kicking off in [start, end), in kick-off order: a range scan of the kick-off index. */
export async function findGamesBetween(em: EntityManager, start: Date, end: Date) {
  return em.find(
    Game,
    { kickoffAt: { $gte: start, $lt: end } },
    {
      populate: [...GAME_CARD_POPULATE, 'season.league.sport'],
      orderBy: { kickoffAt: 'asc', id: 'asc' },
    },
  );
}

/** The kick-off of the nearest game before `start` and of the nearest at or after `end` (one index probe each). */
export async function nearestKickoffs(em: EntityManager, start: Date, end: Date): Promise<{ earlier: Date | null; later: Date | null }> {
  const rows = await executePrepared<{ earlier: Date | string | null; later: Date | string | null }>(
    em,
    `select (select max(g.kickoff_at) from game g where g.kickoff_at < ?) as earlier,
            (select min(g.kickoff_at) from game g where g.kickoff_at >= ?) as later`,
    [start, end],
  );
  const at = (v: Date | string | null | undefined) => (v ? new Date(v) : null);
  return { earlier: at(rows[0]?.earlier), later: at(rows[0]?.later) };
}

/**
 * The ids of a team's latest results and its games in play and next (see `teamGames`). Each list is two
 * index walks, (home_team_id, kickoff_at) and (away_team_id, kickoff_at), that stop at the limit, instead
 * of collecting every game the team ever played to sort them. As of PostgreSQL's clock, with the limit
 * in the text (see news-query.ts): with the times and limits as parameters it was planned again on every
 * run, 3 ms of the database's time per team page.
 */
export function teamGameIds(teamId: number, limit: number): Sql {
  const walk = (side: 'home' | 'away', where: string, order: string) =>
    `(select g.id from game g where g.${side}_team_id = ? and ${where} order by g.kickoff_at ${order} limit ${Math.trunc(limit)})`;
  const played = `g.status in ('finished', 'awarded') and g.kickoff_at < now()`;
  // A game still marked live a day after kick-off is stale data, not a game in play.
  const coming = `g.kickoff_at >= now() - interval '1 day' and (g.status in ('live', 'half_time') or (g.status = 'scheduled' and g.kickoff_at >= now()))`;
  return {
    sql: `select u.id from (${[
      walk('home', played, 'desc'),
      walk('away', played, 'desc'),
      walk('home', coming, 'asc'),
      walk('away', coming, 'asc'),
    ].join(' union all ')}) u`,
    params: [teamId, teamId, teamId, teamId],
  };
}

/** A team's latest results and its games in play and next, from the cards `teamGameIds` selects, in kick-off order. */
export function teamGames(games: readonly GameCardRow[], limit: number) {
  const last = games
    .filter((g) => PLAYED.includes(g.status))
    .reverse()
    .slice(0, limit);
  const live = games.filter((g) => IN_PLAY.includes(g.status));
  const next = games.filter((g) => g.status === 'scheduled');
  return { last, next: [...live, ...next].slice(0, limit) };
}
