import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type PageData, type PlayerPosition, type PlayerRef } from '@meydan/shared-types/schemas';
import { League } from '../../model/league.entity.js';
import { ref } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { absolute, breadcrumbLd, pageHead } from '../head.js';
import { SEASON_ASSISTS, SEASON_CARDS, SEASON_SCORERS, seasonBoard, type LeaderRowSource } from '../player-stats.js';
import { pickSeason } from '../table.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome } from '../define-page.js';
import { sitemapSection, type SitemapRow } from '../sitemap-section.js';

/** Rows of each board: the leaders, as a league's statistics page lists them. */
const ROWS = 20;

const playerRef = (r: LeaderRowSource): PlayerRef => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  shirtNumber: r.shirtNumber,
  position: r.position as PlayerPosition | null,
});

/** Ranks with ties: players with the same numbers share a rank, the next rank skips as many. */
function ranked<T>(rows: readonly T[], key: (r: T) => string): (T & { rank: number })[] {
  let rank = 0;
  return rows.map((r, i) => {
    if (i === 0 || key(r) !== key(rows[i - 1])) rank = i + 1;
    return { ...r, rank };
  });
}

/** `/league/{id}/scorers/{slug}`: top scorers, top assists and most cards of the league's current season. */
export async function scorersLoader(ctx: LoaderContext): Promise<Found<'scorers'> | Outcome> {
  const id = parseRouteId(ctx.request.params.id);
  const league = id ? await ctx.em.findOne(League, { id }, { populate: ['sport'] }) : null;
  if (!league) return notFoundFatal(ctx.request.path);
  const moved = wrongSlugRedirect(ctx, publicPaths.scorers(league.id, league.slug));
  if (moved) return moved;
  const season = await pickSeason(ctx.em, league.id);
  if (!season) return notFoundFatal(ctx.request.path);

  const [scorers, assists, cards] = await Promise.all([
    seasonBoard(ctx.em, SEASON_SCORERS, season.id, ROWS),
    seasonBoard(ctx.em, SEASON_ASSISTS, season.id, ROWS),
    seasonBoard(ctx.em, SEASON_CARDS, season.id, ROWS),
  ]);
  const leader = (r: LeaderRowSource & { rank: number }) => ({ rank: r.rank, player: playerRef(r), team: ref(r.team), count: r.count });
  return {
    data: {
      league: ref(league)!,
      sport: ref(league.sport)!,
      season: { id: season.id, title: season.title },
      scorers: ranked(scorers, (r) => String(r.count)).map(leader),
      assists: ranked(assists, (r) => String(r.count)).map(leader),
      cards: ranked(cards, (r) => `${r.count + r.red}/${r.red}`).map((r) => ({
        rank: r.rank,
        player: playerRef(r),
        team: ref(r.team),
        yellow: r.count,
        red: r.red,
      })),
    },
  };
}

function scorersHead({ league, sport, season }: PageData<'scorers'>, ctx: LoaderContext) {
  const canonical = publicPaths.scorers(league.id, league.slug);
  const title = `آمار بازیکنان ${league.title} فصل ${season.title}`;
  return pageHead(ctx, {
    title,
    description: `برترین گلزنان، پاسورهای گل و کارت‌های ${league.title} در فصل ${season.title}`,
    canonical,
    jsonLd: [
      breadcrumbLd(ctx, [
        { name: sport.title, path: publicPaths.sport(sport.id, sport.slug) },
        { name: league.title, path: publicPaths.leagueTable(league.id, league.slug) },
        { name: title, path: canonical },
      ]),
      { '@context': 'https://schema.org', '@type': 'WebPage', name: title, url: absolute(ctx, canonical) },
    ],
  });
}

export const scorersPage = definePage({
  route: 'scorers',
  // The boards count the events of one season's games, each saved as a change of its game, which names
  // its season: a goal in another league keeps the page. A renamed player or team changes everything.
  lists: [],
  reads: ({ season }) => [tags.season(season.id)],
  load: scorersLoader,
  head: scorersHead,
  sitemap: {
    section: sitemapSection<SitemapRow & { slug: string }>(
      { name: 'scorers', order: 10, tags: [tags.layout], from: 'league t', columns: 't.slug', where: 't.is_active' },
      (r) => publicPaths.scorers(r.id, r.slug),
    ),
  },
});
