import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type PageData } from '@meydan/shared-types/schemas';
import { toGameEvent, type GameEventRow } from '../../model/game-event.record.js';
import { readTeamSheets } from '../../model/game-lineup.record.js';
import { publicStats, readCommentary, readStats } from '../../live/centre-parts.js';
import { gamePageRow } from '../card-rows.js';
import { readHeadToHead } from '../head-to-head.js';
import { cardsFor, gameSlug } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { gameLd } from '../game-ld.js';
import { findNews } from '../queries.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome } from '../define-page.js';
import { sitemapSection, type SitemapRow } from '../sitemap-section.js';

/**
 * `/game/{id}/result/{slug}`: teams, score, half-time, events, stadium, referee, week and the table link,
 * and the match centre: line-ups, statistics, commentary, head-to-head and form.
 */
export async function gameLoader(ctx: LoaderContext): Promise<Found<'game'> | Outcome> {
  const id = parseRouteId(ctx.request.params.id);
  const game = id ? await gamePageRow(ctx.em, id) : null;
  if (!game) return notFoundFatal(ctx.request.path);
  const cards = cardsFor(ctx.mediaUrl);
  const card = cards.game(game);
  const canonical = publicPaths.game(game.id, card.slug);
  const moved = wrongSlugRedirect(ctx, canonical);
  if (moved) return moved;

  const connection = ctx.em.getConnection();
  const [events, lineups, news, [report], stats, commentary, headToHead] = await Promise.all([
    // The live stream's order and shape (model/game-event.record.ts), so a page and its live updates agree.
    connection
      .execute<GameEventRow[]>(
        `select id, minute, extra_minute as "extraMinute", side, type, player, related_player as "relatedPlayer",
           player_id as "playerId", related_player_id as "relatedPlayerId"
         from game_event where game_id = ? order by minute asc, extra_minute asc, sort_order asc, id asc`,
        [game.id],
      )
      .then((rows) => rows.map(toGameEvent)),
    readTeamSheets(ctx.em, game.id),
    findNews(ctx.em, { game: game.id }, { limit: 6 }),
    // The game's report is the item about it marked as such (resources/news/game-report.ts), once it is out.
    connection.execute<{ id: number; slug: string; title: string }[]>(
      `select id, slug, title from news where game_id = ? and is_game_report and status = 'published' and published_at <= ?`,
      [game.id, new Date()],
    ),
    readStats(ctx.em, [game.id]),
    readCommentary(ctx.em, ctx.mediaUrl, game.id),
    readHeadToHead(ctx.em, cards, game),
  ]);
  return {
    data: {
      game: {
        ...card,
        homeHalfScore: game.homeHalfScore ?? null,
        awayHalfScore: game.awayHalfScore ?? null,
        season: { id: game.season.id, title: game.season.title },
        weekTitle: game.week?.title ?? null,
        stadium: game.stadium ? { title: game.stadium.title, city: game.stadium.city ?? null } : null,
        referee: game.referee ?? null,
        attendance: game.attendance ?? null,
        events,
        reportNews: report ? { id: report.id, slug: report.slug, title: report.title } : null,
        lineupShape: game.lineupShape,
        lineups,
        stats: publicStats(stats.get(game.id)!, events),
        commentary,
        headToHead,
      },
      news: news.filter((n) => n.id !== report?.id).map(cards.news),
    },
  };
}

function gameHead({ game }: PageData<'game'>, ctx: LoaderContext) {
  const canonical = publicPaths.game(game.id, game.slug);
  const { home, away, league } = game;
  const name = `${home.title} - ${away.title}`;
  const scored = game.homeScore !== null && game.awayScore !== null;
  const description = scored
    ? `نتیجه بازی ${name}: ${game.homeScore} - ${game.awayScore}${league ? `، ${league.title}` : ''}`
    : `پیش‌بازی و جزئیات دیدار ${name}${league ? `، ${league.title}` : ''}`;
  return pageHead(ctx, {
    title: scored ? `${home.title} ${game.homeScore} - ${game.awayScore} ${away.title}` : name,
    description,
    canonical,
    image: home.logo,
    jsonLd: [
      ...gameLd(ctx, game, name),
      breadcrumbLd(ctx, [
        ...(league ? [{ name: league.title, path: publicPaths.leagueTable(league.id, league.slug) }] : []),
        { name, path: canonical },
      ]),
    ],
  });
}

export const gamePage = definePage({
  route: 'game',
  // News about the game and its report (marked on the news side): a save or a scheduled item coming out changes no game row.
  lists: [tags.list.news],
  item: (id) => [tags.game(id)],
  // Head-to-head and form: a new result of either team changes them; a goal elsewhere does not.
  reads: ({ game }) => [tags.results(game.home.id), tags.results(game.away.id)],
  load: gameLoader,
  head: gameHead,
  sitemap: {
    section: sitemapSection<SitemapRow & { home: string; away: string }>(
      {
        name: 'game',
        order: 3,
        tags: [tags.list.game],
        from: 'game t join team h on h.id = t.home_team_id join team a on a.id = t.away_team_id',
        columns: 'h.title as home, a.title as away',
        where: 'true',
      },
      (r) => publicPaths.game(r.id, gameSlug({ homeTeam: { title: r.home }, awayTeam: { title: r.away } })),
    ),
  },
});
