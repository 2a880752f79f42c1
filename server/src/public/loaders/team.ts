import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type PageData, type PlayerRef, type TeamStanding } from '@meydan/shared-types/schemas';
import { executePrepared } from '../../db/prepared.js';
import { rawSql, sql, type Sql } from '../../db/sql.js';
import {
  gameCardsJson,
  imageJson,
  jsonRows,
  newsCardsJson,
  refJson,
  type GameCardRow,
  type NewsCardRow,
  type RefRow,
  type TeamRow,
} from '../card-rows.js';
import { cardsFor } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { absolute, breadcrumbLd, pageHead } from '../head.js';
import { teamGameIds, teamGames, teamNewsIds } from '../queries.js';
import { SQUAD_ORDER, teamSquadSql } from '../squad.js';
import { seasonTable, TABLE_LEAGUE_JSON, type TableLeague } from '../table.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome } from '../define-page.js';
import { sitemapSection, type SitemapRow } from '../sitemap-section.js';

const GAMES = 5;
const NEWS = 10;
/** Rows of the table shown around the team: enough to see who is just above and below. */
const TABLE_WINDOW = 5;

/*
 * The team and its current seasons are read as rows, as the cards are (card-rows.ts): as entities, the
 * team with its crest, sport and stadium, and each season with its league and sport, cost a team page
 * miss about 10 ms of CPU, more than the rest of the page.
 */

interface TeamPageRow extends TeamRow {
  sport: RefRow;
  city: string | null;
  foundedYear: number | null;
  stadium: { title: string; city: string | null; capacity: number | null } | null;
  /** Its latest results and its games in play and next, in kick-off order (see `teamGames`). */
  games: GameCardRow[];
  news: NewsCardRow[];
  /** The current seasons it plays in, in their leagues' order. */
  seasons: CurrentSeason[];
  squad: PlayerRef[];
}

interface CurrentSeason {
  season: { id: number; title: string };
  league: TableLeague;
}

const TEAM = `select t.id, t.title, t.short_title as "shortTitle", t.slug, t.city, t.founded_year as "foundedYear",
    ${imageJson('lg')} as logo, ${refJson('s')} as sport,
    case when st.id is null then null else json_build_object('title', st.title, 'city', st.city, 'capacity', st.capacity) end as stadium
  from team t join sport s on s.id = t.sport_id left join media lg on lg.id = t.logo_id left join stadium st on st.id = t.home_stadium_id`;

/** The current seasons the team `x` plays in, with their leagues, to be read in their leagues' order. */
const CURRENT_SEASONS = `select json_build_object('id', se.id, 'title', se.title) as season, ${TABLE_LEAGUE_JSON} as league,
    l.sort_order as "leagueOrder", l.id as "leagueId"
  from season_team stt join season se on se.id = stt.season_id and se.is_current
    join league l on l.id = se.league_id join sport s on s.id = l.sport_id
  where stt.team_id = x.id`;

/**
 * The team page in one statement: the team, its games, news, current seasons and squad as JSON columns
 * over the team row `x` (a miss ran seven statements, five at once). The tables are kept data of their
 * own (see `seasonTable`).
 */
function teamPageSql(id: number): Sql {
  return sql`select x.*,
    ${gameCardsJson(teamGameIds(id, GAMES))} as games,
    ${newsCardsJson(teamNewsIds(id, NEWS))} as news,
    ${jsonRows(CURRENT_SEASONS, `"leagueOrder" asc, "leagueId" asc`)} as seasons,
    ${jsonRows(teamSquadSql('x.id'), SQUAD_ORDER)} as squad
  from (${rawSql(TEAM)} where t.id = ${id}) x`;
}

/** The team's place in each current season it plays in, with the rows around it. */
async function currentStandings(ctx: LoaderContext, teamId: number, seasons: readonly CurrentSeason[]): Promise<TeamStanding[]> {
  const standings = await Promise.all(
    seasons.map(async ({ season, league }): Promise<TeamStanding | null> => {
      const table = await seasonTable(ctx, league, season);
      const at = table.rows.findIndex((r) => r.team.id === teamId);
      if (at === -1) return null;
      const from = Math.max(0, Math.min(at - Math.floor(TABLE_WINDOW / 2), table.rows.length - TABLE_WINDOW));
      return {
        league: table.league,
        season: table.season,
        rank: table.rows[at].rank,
        teamCount: table.rows.length,
        rows: table.rows.slice(from, from + TABLE_WINDOW),
      };
    }),
  );
  return standings.filter((s): s is TeamStanding => s !== null);
}

/** `/team/{id}/{slug}`: crest, facts, league position, last and next games, news about the team, the squad. */
export async function teamLoader(ctx: LoaderContext): Promise<Found<'team'> | Outcome> {
  const id = parseRouteId(ctx.request.params.id);
  const statement = id ? teamPageSql(id) : null;
  const [team] = statement ? await executePrepared<TeamPageRow>(ctx.em, statement.sql, statement.params) : [];
  if (!team) return notFoundFatal(ctx.request.path);
  const canonical = publicPaths.team(team.id, team.slug);
  const moved = wrongSlugRedirect(ctx, canonical);
  if (moved) return moved;

  const standings = await currentStandings(ctx, team.id, team.seasons);
  const games = teamGames(team.games, GAMES);
  const cards = cardsFor(ctx.mediaUrl);
  const logo = cards.image(team.logo, team.title);
  return {
    data: {
      team: {
        id: team.id,
        title: team.title,
        shortTitle: team.shortTitle,
        slug: team.slug,
        logo,
        sport: team.sport,
        city: team.city,
        foundedYear: team.foundedYear,
        stadium: team.stadium,
      },
      standings,
      last: games.last.map(cards.game),
      next: games.next.map(cards.game),
      news: team.news.map(cards.news),
      squad: team.squad,
    },
  };
}

function teamHead({ team }: PageData<'team'>, ctx: LoaderContext) {
  const { logo, sport, stadium } = team;
  const canonical = publicPaths.team(team.id, team.slug);
  return pageHead(ctx, {
    title: team.title,
    description: `اخبار، نتایج، برنامه بازی‌ها و جایگاه ${team.title} در جدول ${sport.title}`,
    canonical,
    image: logo,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsTeam',
        name: team.title,
        sport: sport.title,
        url: absolute(ctx, canonical),
        ...(logo ? { logo: absolute(ctx, logo.src) } : {}),
        ...(team.foundedYear ? { foundingDate: String(team.foundedYear) } : {}),
        ...(team.city ? { location: { '@type': 'Place', name: stadium?.title ?? team.city, address: team.city } } : {}),
      },
      breadcrumbLd(ctx, [
        { name: sport.title, path: publicPaths.sport(sport.id, sport.slug) },
        { name: team.title, path: canonical },
      ]),
    ],
  });
}

export const teamPage = definePage({
  route: 'team',
  lists: [tags.list.game, tags.list.news],
  load: teamLoader,
  head: teamHead,
  sitemap: {
    section: sitemapSection<SitemapRow & { slug: string }>(
      { name: 'team', order: 7, tags: [tags.layout], from: 'team t', columns: 't.slug', where: 'true' },
      (r) => publicPaths.team(r.id, r.slug),
    ),
  },
});
