import type { EntityManager } from '@mikro-orm/core';
import type { PlayerSeasonStats } from '@meydan/shared-types/schemas';
import { executePrepared } from '../db/prepared.js';
import type { Sql } from '../db/sql.js';

/*
 * The numbers of players, counted from team sheets and game events. Goals are scored goals and
 * penalties (an own goal counts for nobody), an assist is the related player of a goal, a second
 * yellow counts as a red. Team sheets of games not yet begun are line-ups, not appearances.
 */

const GOALS = `('goal', 'penalty_goal')`;
const YELLOWS = `('yellow_card')`;
const REDS = `('red_card', 'second_yellow')`;
const PLAYED = `('live', 'half_time', 'finished', 'awarded')`;

/**
 * One player's numbers in the current seasons, in one statement: their places on team sheets, and the
 * events that name them (each walked by its player index, then the game and its season by key).
 */
export const PLAYER_SEASON_STATS = `select
  count(*) filter (where x.what = 'start')::int as starts,
  count(*) filter (where x.what = 'bench')::int as bench,
  count(*) filter (where x.what = 'goal')::int as goals,
  count(*) filter (where x.what = 'assist')::int as assists,
  count(*) filter (where x.what = 'yellow')::int as "yellowCards",
  count(*) filter (where x.what = 'red')::int as "redCards"
  from (
    select case when e.bench then 'bench' else 'start' end as what, e.game_id
      from game_lineup_entry e where e.player_id = ?
    union all
    select case when ev.type in ${GOALS} then 'goal' when ev.type in ${YELLOWS} then 'yellow' when ev.type in ${REDS} then 'red' end, ev.game_id
      from game_event ev where ev.player_id = ?
    union all
    select 'assist', ev.game_id from game_event ev where ev.related_player_id = ? and ev.type = 'goal'
  ) x
  join game g on g.id = x.game_id and g.status in ${PLAYED}
  join season s on s.id = g.season_id and s.is_current`;

export async function playerSeasonStats(em: EntityManager, playerId: number): Promise<PlayerSeasonStats> {
  const [row] = await executePrepared<PlayerSeasonStats>(em, PLAYER_SEASON_STATS, [playerId, playerId, playerId]);
  return row;
}

/**
 * The games a player was on the team sheet of, latest first: the ids, for the game cards. The player's
 * places are read first, by their index (a few hundred at most): left to itself the planner walks every
 * game newest first looking for them, 86 ms on the large set for a player on no sheet at all.
 */
export const playerGameIds = (playerId: number, limit: number): Sql => ({
  sql: `with mine as materialized (select e.game_id from game_lineup_entry e where e.player_id = ?)
    select g.id from mine join game g on g.id = mine.game_id
    where g.status in ${PLAYED} order by g.kickoff_at desc, g.id desc limit ?`,
  params: [playerId, limit],
});

/**
 * Followed players as the reader's page lists them, by name: their club now and their goals in the
 * current seasons, counted as the player page counts them (each through their events' player index).
 */
export const FOLLOWED_PLAYERS = `select p.id, p.name, p.slug, p.shirt_number as "shirtNumber", p.position,
    case when t.id is null then null else json_build_object('id', t.id, 'title', t.title, 'slug', t.slug) end as team,
    (select count(*)::int from game_event ev
       join game g on g.id = ev.game_id and g.status in ${PLAYED}
       join season s on s.id = g.season_id and s.is_current
      where ev.player_id = p.id and ev.type in ${GOALS}) as goals
  from player p left join team t on t.id = p.team_id
  where p.id = any(?::int[])
  order by p.name, p.id`;

export interface LeaderRowSource {
  id: number;
  name: string;
  slug: string;
  shirtNumber: number | null;
  position: string | null;
  team: { id: number; title: string; slug: string } | null;
  count: number;
  red: number;
}

/** Per player, the season's events of some kinds: one walk of the season's games, then their events by game. */
const board = (count: string, where: string, order: string) => `select p.id, p.name, p.slug, p.shirt_number as "shirtNumber", p.position,
    case when t.id is null then null else json_build_object('id', t.id, 'title', t.title, 'slug', t.slug) end as team,
    x.count, x.red
  from (
    select ${count}
    from game g join game_event ev on ev.game_id = g.id
    where g.season_id = ? and ${where}
    group by 1
  ) x
  join player p on p.id = x.player_id
  left join team t on t.id = p.team_id
  order by ${order}, p.name, p.id
  limit ?`;

/** Top scorers of a season. */
export const SEASON_SCORERS = board(
  `ev.player_id, count(*)::int as count, 0 as red`,
  `ev.player_id is not null and ev.type in ${GOALS}`,
  'x.count desc',
);
/** Most assists of a season. */
export const SEASON_ASSISTS = board(
  `ev.related_player_id as player_id, count(*)::int as count, 0 as red`,
  `ev.related_player_id is not null and ev.type = 'goal'`,
  'x.count desc',
);
/** Most cards of a season: all cards, then the reds first. */
export const SEASON_CARDS = board(
  `ev.player_id, count(*) filter (where ev.type in ${YELLOWS})::int as count, count(*) filter (where ev.type in ${REDS})::int as red`,
  `ev.player_id is not null and ev.type in ('yellow_card', 'red_card', 'second_yellow')`,
  'x.count + x.red desc, x.red desc',
);

export const seasonBoard = (em: EntityManager, statement: string, seasonId: number, limit: number) =>
  executePrepared<LeaderRowSource>(em, statement, [seasonId, limit]);
