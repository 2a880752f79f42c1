import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type GameEvent, type PagePayload } from '@meydan/shared-types/schemas';
import { gamePageRow } from '../card-rows.js';
import { iso, toGameCard, toNewsCard } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { absolute, breadcrumbLd, pageHead } from '../head.js';
import { findNews } from '../queries.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage } from '../define-page.js';

const EVENT_STATUS: Record<string, string> = {
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

/** `/game/{id}/result/{slug}`: teams, score, half-time, events, stadium, referee, week and the table link. */
export async function gameLoader(ctx: LoaderContext, params: Readonly<Record<string, string>>): Promise<PagePayload> {
  const id = parseRouteId(params.id);
  const game = id ? await gamePageRow(ctx.em, id) : null;
  if (!game) return notFoundFatal(ctx.request.path);
  const card = toGameCard(game);
  const canonical = publicPaths.game(game.id, card.slug);
  const moved = wrongSlugRedirect(ctx, canonical);
  if (moved) return moved;

  const connection = ctx.em.getConnection();
  const [events, news, [report]] = await Promise.all([
    connection.execute<GameEvent[]>(
      `select id, minute, extra_minute as "extraMinute", side, type, player, related_player as "relatedPlayer"
       from game_event where game_id = ? order by minute asc, extra_minute asc, sort_order asc, id asc`,
      [game.id],
    ),
    findNews(ctx.em, { game: game.id }, { limit: 6 }),
    // The game's report is the item about it marked as such (resources/news/game-report.ts), once it is out.
    connection.execute<{ id: number; slug: string; title: string }[]>(
      `select id, slug, title from news where game_id = ? and is_game_report and status = 'published' and published_at <= ?`,
      [game.id, new Date()],
    ),
  ]);
  const name = `${game.homeTeam.title} - ${game.awayTeam.title}`;
  const league = card.league;
  const scored = game.homeScore !== null && game.homeScore !== undefined && game.awayScore !== null && game.awayScore !== undefined;
  const description = scored
    ? `نتیجه بازی ${name}: ${game.homeScore} - ${game.awayScore}${league ? `، ${league.title}` : ''}`
    : `پیش‌بازی و جزئیات دیدار ${name}${league ? `، ${league.title}` : ''}`;
  return {
    kind: 'page',
    page: 'game',
    status: 200,
    head: pageHead(ctx, {
      title: scored ? `${game.homeTeam.title} ${game.homeScore} - ${game.awayScore} ${game.awayTeam.title}` : name,
      description,
      canonical,
      image: card.home.logo,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'SportsEvent',
          name,
          startDate: iso(game.kickoffAt),
          url: absolute(ctx, canonical),
          eventStatus: EVENT_STATUS[game.status] ?? 'https://schema.org/EventScheduled',
          homeTeam: { '@type': 'SportsTeam', name: game.homeTeam.title },
          awayTeam: { '@type': 'SportsTeam', name: game.awayTeam.title },
          competitor: [
            { '@type': 'SportsTeam', name: game.homeTeam.title },
            { '@type': 'SportsTeam', name: game.awayTeam.title },
          ],
          ...(game.stadium
            ? { location: { '@type': 'Place', name: game.stadium.title, address: game.stadium.city ?? game.stadium.title } }
            : {}),
          ...(league
            ? {
                superEvent: {
                  '@type': 'SportsEvent',
                  name: league.title,
                  url: absolute(ctx, publicPaths.leagueTable(league.id, league.slug)),
                },
              }
            : {}),
        },
        breadcrumbLd(ctx, [
          ...(league ? [{ name: league.title, path: publicPaths.leagueTable(league.id, league.slug) }] : []),
          { name, path: canonical },
        ]),
      ],
    }),
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
      },
      news: news.filter((n) => n.id !== report?.id).map(toNewsCard),
    },
  };
}

export const gamePage = definePage({
  route: 'game',
  // News about the game and its report (marked on the news side): a save or a scheduled item coming out changes no game row.
  lists: [tags.list.news],
  item: (id) => [tags.game(id)],
  load: (ctx) => gameLoader(ctx, ctx.request.params),
});
