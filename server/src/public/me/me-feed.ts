import type { EntityManager } from '@mikro-orm/core';
import type { FollowedPlayer, Follows, MeFeed, PlayerPosition } from '@meydan/shared-types/schemas';
import { executePrepared } from '../../db/prepared.js';
import { League } from '../../model/league.entity.js';
import { Team } from '../../model/team.entity.js';
import type { MediaUrl } from '../../storage/index.js';
import { gameCardsIn, newsCardsIn } from '../card-rows.js';
import { cardsFor, ref } from '../cards.js';
import { FOLLOWED_PLAYERS, type LeaderRowSource } from '../player-stats.js';

const GAMES = 10;
const NEWS = 12;

/** Ids as one array parameter (`?::int[]`): one statement text, and one kept plan, for any number of follows. */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

type PlayerRow = Omit<LeaderRowSource, 'count' | 'red'> & { goals: number };

const followedPlayer = (r: PlayerRow): FollowedPlayer => ({
  player: { id: r.id, name: r.name, slug: r.slug, shirtNumber: r.shirtNumber, position: r.position as PlayerPosition | null },
  team: ref(r.team),
  goals: r.goals,
});

const NOTHING: MeFeed = { teams: [], leagues: [], players: [], live: [], next: [], results: [], news: [] };

/**
 * The reader's own page: the players they follow with their goals this season, the games of the teams
 * they follow and of the current seasons of the leagues they follow (in play, next, latest results) and
 * the news tagged with those teams. Five statements whatever the number of follows, each bounded.
 */
export async function loadMeFeed(em: EntityManager, mediaUrl: MediaUrl, follows: Follows): Promise<MeFeed> {
  const { teams, leagues, players } = follows;
  const playerRows = players.length ? executePrepared<PlayerRow>(em, FOLLOWED_PLAYERS, [intArray(players)]) : Promise.resolve([]);
  if (teams.length === 0 && leagues.length === 0) return { ...NOTHING, players: (await playerRows).map(followedPlayer) };
  const t = intArray(teams);
  const l = intArray(leagues);
  const ofFollowed =
    `(g.home_team_id = any(?::int[]) or g.away_team_id = any(?::int[]) or ` +
    `g.season_id in (select s.id from season s where s.is_current and s.league_id = any(?::int[])))`;
  const pick = (where: string, order: string) =>
    `(select g.id from game g where ${ofFollowed} and ${where} order by ${order} limit ${GAMES})`;
  const [teamRows, leagueRows, games, news, followed] = await Promise.all([
    teams.length ? em.find(Team, { id: { $in: [...teams] } }, { fields: ['title', 'slug'], orderBy: { title: 'asc' } }) : [],
    leagues.length ? em.find(League, { id: { $in: [...leagues] } }, { fields: ['title', 'slug'], orderBy: { title: 'asc' } }) : [],
    gameCardsIn(em, {
      sql: `select u.id from (${[
        // A game still marked live a day after kick-off is stale data, not a game in play.
        pick(`g.status in ('live', 'half_time') and g.kickoff_at >= now() - interval '1 day'`, 'g.kickoff_at asc, g.id asc'),
        pick(`g.status = 'scheduled' and g.kickoff_at >= now() - interval '3 hours'`, 'g.kickoff_at asc, g.id asc'),
        pick(`g.status in ('finished', 'awarded')`, 'g.kickoff_at desc, g.id desc'),
      ].join(' union all ')}) u`,
      params: [t, t, l, t, t, l, t, t, l],
    }),
    teams.length
      ? newsCardsIn(em, {
          sql:
            'select nt.news_id from news_teams nt where nt.team_id = any(?::int[]) and nt.published_at <= now() ' +
            `group by nt.news_id order by max(nt.published_at) desc, nt.news_id desc limit ${NEWS}`,
          params: [t],
        })
      : [],
    playerRows,
  ]);
  const cards = cardsFor(mediaUrl);
  const gameCards = games.map(cards.game);
  return {
    teams: teamRows.map((r) => ref(r)!),
    leagues: leagueRows.map((r) => ref(r)!),
    players: followed.map(followedPlayer),
    live: gameCards.filter((g) => g.status === 'live' || g.status === 'half_time'),
    next: gameCards.filter((g) => g.status === 'scheduled'),
    results: gameCards.filter((g) => g.status === 'finished' || g.status === 'awarded').reverse(),
    news: news.map(cards.news),
  };
}
