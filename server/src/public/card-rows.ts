import type { EntityManager } from '@mikro-orm/core';
import { executePrepared } from '../db/prepared.js';
import type { GameStatus } from '@meydan/shared-types/schemas';
import { FOOTBALL_LINEUP, type LineupShape } from '@meydan/shared-types/sport';
import type { StoredImage } from './images.js';
import type { Sql } from '../db/sql.js';

/*
 * Timestamps in these rows are the database's text (`2026-08-09 11:30:00+00`): the raw driver leaves
 * them unparsed, so compare them through `new Date(…)`.
 *
 * Cards as plain rows. A public list shows tens of cards, each with a picture and a few names; read as
 * entities, every card costs the ORM a handful of hydrated objects (50 news cards: 11–25 ms of CPU on a
 * miss), read as one statement of rows it costs 1–2 ms. The rows have exactly the fields the card
 * mappers in cards.ts read, with related records as JSON objects built by the database.
 */

export interface RefRow {
  id: number;
  title: string;
  slug: string;
}

export interface NewsCardRow {
  id: number;
  slug: string;
  shortCode: string;
  rutitr: string | null;
  title: string;
  lead: string | null;
  publishedAt: string | null;
  cover: StoredImage | null;
  coverAlt: string | null;
  sport: RefRow | null;
  viewCount: number;
}

export interface TeamRow extends RefRow {
  shortTitle: string | null;
  logo: StoredImage | null;
}

export interface GameCardRow {
  id: number;
  kickoffAt: string;
  status: GameStatus;
  homeTeam: TeamRow;
  awayTeam: TeamRow;
  homeScore: number | null;
  awayScore: number | null;
  clockStartedAt: string | null;
  clockBase: number | null;
  /** Every game belongs to a season (game.season_id is not null). */
  season: { id: number; title: string; league: RefRow | null };
  week: { number: number; title: string | null } | null;
}

export interface GalleryCardRow {
  id: number;
  slug: string;
  shortCode: string;
  kind: 'image' | 'video';
  title: string;
  publishedAt: string | null;
  cover: StoredImage | null;
  poster: StoredImage | null;
  itemCount: number;
}

/** A media row as the image mapper reads it, or null. */
export const imageJson = (m: string) =>
  `case when ${m}.id is null then null else json_build_object('storageKey', ${m}.storage_key, 'kind', ${m}.kind, 'width', ${m}.width, 'height', ${m}.height, 'alt', ${m}.alt, 'variants', coalesce(${m}.variants, '[]'::jsonb)) end`;
export const refJson = (r: string) =>
  `case when ${r}.id is null then null else json_build_object('id', ${r}.id, 'title', ${r}.title, 'slug', ${r}.slug) end`;
const teamJson = (t: string, logo: string) =>
  `json_build_object('id', ${t}.id, 'title', ${t}.title, 'slug', ${t}.slug, 'shortTitle', ${t}.short_title, 'logo', ${imageJson(logo)})`;

/** A news card's columns, over `news n`, `media c` (its cover) and `sport s`. */
export const NEWS_CARD_COLUMNS = `n.id, n.slug, n.short_code as "shortCode", n.rutitr, n.title, n.lead, n.published_at as "publishedAt",
  n.cover_alt as "coverAlt", n.view_count as "viewCount", ${imageJson('c')} as cover, ${refJson('s')} as sport`;
export const NEWS_CARD_FROM = 'news n left join media c on c.id = n.cover_id left join sport s on s.id = n.sport_id';
const NEWS_CARD = `select ${NEWS_CARD_COLUMNS} from ${NEWS_CARD_FROM}`;

const GAME_CARD_COLUMNS = `g.id, g.kickoff_at as "kickoffAt", g.status, g.home_score as "homeScore", g.away_score as "awayScore",
  g.clock_started_at as "clockStartedAt", g.clock_base as "clockBase",
  ${teamJson('ht', 'hl')} as "homeTeam", ${teamJson('at', 'al')} as "awayTeam",
  json_build_object('id', se.id, 'title', se.title, 'league', ${refJson('l')}) as season,
  case when w.id is null then null else json_build_object('number', w.number, 'title', w.title) end as week`;
const GAME_CARD_FROM = `game g
  join team ht on ht.id = g.home_team_id left join media hl on hl.id = ht.logo_id
  join team at on at.id = g.away_team_id left join media al on al.id = at.logo_id
  join season se on se.id = g.season_id left join league l on l.id = se.league_id
  left join week w on w.id = g.week_id`;
const GAME_CARD = `select ${GAME_CARD_COLUMNS} from ${GAME_CARD_FROM}`;

const GALLERY_CARD = `select g.id, g.slug, g.short_code as "shortCode", g.kind, g.title, g.published_at as "publishedAt",
  g.item_count as "itemCount", ${imageJson('c')} as cover, ${imageJson('p')} as poster
  from gallery g left join media c on c.id = g.cover_id left join media p on p.id = g.poster_id`;

const run = <T>(em: EntityManager, { sql, params }: Sql): Promise<T[]> => executePrepared<T>(em, sql, params);
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * The rows of the ids a statement selects, in `order`. `= any(array(…))` computes the ids first and then
 * fetches each by primary key, whatever the planner guesses the subquery returns.
 */
const inIds = (select: string, alias: string, ids: Sql, order: string): Sql => ({
  sql: `${select} where ${alias}.id = any(array(${ids.sql})) order by ${order}`,
  params: ids.params,
});

/** News cards, newest first, for the ids a statement selects. */
export function newsCardsIn(em: EntityManager, ids: Sql): Promise<NewsCardRow[]> {
  return run(em, newsCardsInSql(ids));
}

/** The statement of `newsCardsIn`, to nest in a larger one. */
export const newsCardsInSql = (ids: Sql): Sql => inIds(NEWS_CARD, 'n', ids, 'n.published_at desc, n.id desc');

/** News cards for ids already chosen, in the order given. */
export async function newsCardsByIds(em: EntityManager, ids: readonly number[]): Promise<NewsCardRow[]> {
  if (!ids.length) return [];
  const rows = await run<NewsCardRow>(em, { sql: `${NEWS_CARD} where n.id in (${placeholders(ids)})`, params: [...ids] });
  const byId = new Map(rows.map((n) => [n.id, n]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Game cards for the ids a statement selects, in kick-off order. */
export function gameCardsIn(em: EntityManager, ids: Sql): Promise<GameCardRow[]> {
  return run(em, gameCardsInSql(ids));
}

/** The statement of `gameCardsIn`, to nest in a larger one. */
export const gameCardsInSql = (ids: Sql): Sql => inIds(GAME_CARD, 'g', ids, 'g.kickoff_at asc, g.id asc');

/**
 * What a select returns as one JSON array of its rows, in `order` (over its output names), `[]` when it
 * returns none: a list nested in a page's one statement.
 */
export function jsonRows(select: Sql | string, order?: string): Sql {
  const { sql, params } = typeof select === 'string' ? { sql: select, params: [] } : select;
  return { sql: `coalesce((select json_agg(r${order ? ` order by ${order}` : ''}) from (${sql}) r), '[]'::json)`, params };
}

const NEWEST_FIRST = '"publishedAt" desc, id desc';
/** The cards of the ids a statement selects as one JSON array, as `newsCardsIn` orders them. */
export const newsCardsJson = (ids: Sql): Sql => jsonRows(newsCardsInSql(ids), NEWEST_FIRST);
/** Game cards as `gameCardsIn` orders them, in one JSON array. */
export const gameCardsJson = (ids: Sql): Sql => jsonRows(gameCardsInSql(ids), '"kickoffAt" asc, id asc');
/** Gallery cards, newest first, in one JSON array. */
export const galleryCardsJson = (ids: Sql): Sql => jsonRows(inIds(GALLERY_CARD, 'g', ids, 'g.published_at desc, g.id desc'), NEWEST_FIRST);

/** A game as its page shows it (`GAME_PAGE`): the card and the details around it. */
export interface GamePageRow extends GameCardRow {
  homeHalfScore: number | null;
  awayHalfScore: number | null;
  stadium: { title: string; city: string | null } | null;
  referee: string | null;
  attendance: number | null;
  lineupShape: LineupShape;
}

/** The game's sport's line-up shape; football's when the game's league is gone. */
const LINEUP_SHAPE_JSON = `json_build_object('starters', coalesce(sp.starters, ${FOOTBALL_LINEUP.starters}),
  'hasGoalkeeper', coalesce(sp.has_goalkeeper, ${FOOTBALL_LINEUP.hasGoalkeeper})) as "lineupShape"`;

export const GAME_PAGE = `select ${GAME_CARD_COLUMNS}, g.home_half_score as "homeHalfScore", g.away_half_score as "awayHalfScore",
     g.referee, g.attendance, case when st.id is null then null else json_build_object('title', st.title, 'city', st.city) end as stadium,
     ${LINEUP_SHAPE_JSON}, g.home_team_id as "homeTeamId", g.away_team_id as "awayTeamId"
     from ${GAME_CARD_FROM} left join stadium st on st.id = g.stadium_id left join sport sp on sp.id = l.sport_id`;

/** Gallery cards, newest first, for the ids a statement selects. */
export function galleryCardsIn(em: EntityManager, ids: Sql): Promise<GalleryCardRow[]> {
  return run(em, inIds(GALLERY_CARD, 'g', ids, 'g.published_at desc, g.id desc'));
}
