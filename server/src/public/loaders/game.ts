import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type PageData } from '@meydan/shared-types/schemas';
import { executePrepared } from '../../db/prepared.js';
import { rawSql, sql, type Sql } from '../../db/sql.js';
import { gameEventsSql, TIMELINE_ORDER_SQL, toGameEvent, type GameEventRow } from '../../model/game-event.record.js';
import {
  LINEUP_ENTRY_ORDER,
  lineupEntriesSql,
  teamSheetsOf,
  teamSheetsSql,
  type EntryRow,
  type SheetRow,
} from '../../model/game-lineup.record.js';
import {
  COMMENTARY_ROWS_ORDER,
  commentaryOf,
  commentarySql,
  publicStats,
  statsOf,
  statsSql,
  type CommentaryRow,
  type StatsRow,
} from '../../live/centre-parts.js';
import { GAME_PAGE, gameCardsJson, jsonRows, newsCardsJson, type GameCardRow, type GamePageRow, type NewsCardRow } from '../card-rows.js';
import { headToHeadIds, headToHeadOf } from '../head-to-head.js';
import { cardsFor, gameSlug } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { gameLd } from '../game-ld.js';
import { newsIdsQuery } from '../news-query.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome } from '../define-page.js';
import { sitemapSection, type SitemapRow } from '../sitemap-section.js';

const NEWS = 6;

/** The game row with everything its page shows around it, as JSON columns. */
interface GamePageRows extends GamePageRow {
  events: GameEventRow[];
  sheets: SheetRow[];
  entries: EntryRow[];
  news: NewsCardRow[];
  /** The game's report: the item about it marked as such (resources/news/game-report.ts), once it is out. */
  reportNews: { id: number; slug: string; title: string } | null;
  stats: StatsRow[];
  commentary: CommentaryRow[];
  headToHead: GameCardRow[];
}

/**
 * The game page in one statement, one round trip on one pooled connection: a game page miss ran nine
 * (eight of them at once), and with fifty readers on the long tail it waited for the pool and the
 * socket writes as much as for the database. The parts are the same statements the live stream, the
 * centre read and the back office read (their modules own them), nested over the game row `x`.
 */
function gamePageSql(id: number): Sql {
  const game = 'x.id';
  const meetings = headToHeadIds(rawSql('x."homeTeamId"'), rawSql('x."awayTeamId"'), rawSql('x."kickoffAt"'));
  return sql`select x.*,
    ${jsonRows(gameEventsSql(game), TIMELINE_ORDER_SQL)} as events,
    ${jsonRows(teamSheetsSql(game))} as sheets,
    ${jsonRows(lineupEntriesSql(game), LINEUP_ENTRY_ORDER)} as entries,
    ${newsCardsJson(newsIdsQuery({ game: id }, { limit: NEWS }))} as news,
    (select json_build_object('id', n.id, 'slug', n.slug, 'title', n.title) from news n
      where n.game_id = x.id and n.is_game_report and n.status = 'published' and n.published_at <= now() limit 1) as "reportNews",
    ${jsonRows(statsSql(game))} as stats,
    ${jsonRows(commentarySql(game), COMMENTARY_ROWS_ORDER)} as commentary,
    ${gameCardsJson(meetings)} as "headToHead"
  from (${rawSql(GAME_PAGE)} where g.id = ${id}) x`;
}

/**
 * `/game/{id}/result/{slug}`: teams, score, half-time, events, stadium, referee, week and the table link,
 * and the match centre: line-ups, statistics, commentary, head-to-head and form.
 */
export async function gameLoader(ctx: LoaderContext): Promise<Found<'game'> | Outcome> {
  const id = parseRouteId(ctx.request.params.id);
  const statement = id ? gamePageSql(id) : null;
  const [game] = statement ? await executePrepared<GamePageRows>(ctx.em, statement.sql, statement.params) : [];
  if (!game) return notFoundFatal(ctx.request.path);
  const cards = cardsFor(ctx.mediaUrl);
  const card = cards.game(game);
  const canonical = publicPaths.game(game.id, card.slug);
  const moved = wrongSlugRedirect(ctx, canonical);
  if (moved) return moved;

  // The live stream's order and shape (model/game-event.record.ts), so a page and its live updates agree.
  const events = game.events.map(toGameEvent);
  const report = game.reportNews;
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
        lineups: teamSheetsOf(game.sheets, game.entries),
        stats: publicStats(statsOf([game.id], game.stats).get(game.id)!, events),
        commentary: commentaryOf(ctx.mediaUrl, game.commentary),
        headToHead: headToHeadOf(cards, game, game.headToHead),
      },
      news: game.news.filter((n) => n.id !== report?.id).map(cards.news),
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
