import { formatJalaliDate, jalaliDateLabel, parseJalaliDate, tehranDayRange, tehranJalaliDate } from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import { type FixtureGroup, type PagePayload } from '@meydan/shared-types/schemas';
import type { IGame } from '../../model/game.entity.js';
import { gameSlug, iso, ref, toGameCard } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { absolute, breadcrumbLd, pageHead } from '../head.js';
import { findGamesBetween, nearestKickoffs } from '../queries.js';
import { tags } from '../../cache/tags.js';
import { definePage } from '../define-page.js';

const orderOf = (g: IGame) => [g.season.league.sport.sortOrder, g.season.league.sport.id, g.season.league.sortOrder, g.season.league.id];

/** One group per league, leagues in the order the site lists sports and their leagues. */
function groupByLeague(games: IGame[]): FixtureGroup[] {
  const groups = new Map<number, { order: number[]; group: FixtureGroup }>();
  for (const game of games) {
    const league = game.season.league;
    let entry = groups.get(league.id);
    if (!entry) {
      entry = { order: orderOf(game), group: { league: ref(league)!, sport: ref(league.sport)!, games: [] } };
      groups.set(league.id, entry);
    }
    entry.group.games.push(toGameCard(game));
  }
  const compare = (a: number[], b: number[]) => a.reduce((d, v, i) => d || v - b[i], 0);
  return [...groups.values()].sort((a, b) => compare(a.order, b.order)).map((e) => e.group);
}

/**
 * `/games` (today in Tehran) and `/games/{yyyy}-{mm}-{dd}` (a Jalali day, Latin digits): the day's games
 * grouped by league. A malformed or impossible date (1405-12-30, 1405-13-01) fails the validity check.
 */
export async function fixturesLoader(ctx: LoaderContext, params: Readonly<Record<string, string>>): Promise<PagePayload> {
  const isToday = params.date === undefined;
  const date = isToday ? tehranJalaliDate() : parseJalaliDate(params.date);
  if (!date) return notFoundFatal(ctx.request.path);
  const { start, end } = tehranDayRange(date);
  const [games, nearest] = await Promise.all([findGamesBetween(ctx.em, start, end), nearestKickoffs(ctx.em, start, end)]);
  const label = jalaliDateLabel(date, { weekday: true });
  const canonical = isToday ? publicPaths.fixtures() : publicPaths.fixtures(date);
  const title = isToday ? 'بازی‌های امروز' : `بازی‌های ${label}`;
  const day = (at: Date | null) => (at ? formatJalaliDate(tehranJalaliDate(at)) : null);
  return {
    kind: 'page',
    page: 'fixtures',
    status: 200,
    head: pageHead(ctx, {
      title,
      description: `برنامه و نتایج بازی‌های ${label} به تفکیک لیگ، با نتیجهٔ زندهٔ بازی‌های در جریان`,
      canonical,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: title,
          itemListElement: games.map((g, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            item: {
              '@type': 'SportsEvent',
              name: `${g.homeTeam.title} - ${g.awayTeam.title}`,
              startDate: iso(g.kickoffAt),
              url: absolute(ctx, publicPaths.game(g.id, gameSlug(g))),
            },
          })),
        },
        breadcrumbLd(ctx, [{ name: title, path: canonical }]),
      ],
    }),
    data: {
      date: formatJalaliDate(date),
      isToday,
      groups: groupByLeague(games),
      earlierDay: day(nearest.earlier),
      laterDay: day(nearest.later),
    },
  };
}

export const fixturesPage = definePage({
  route: 'fixtures',
  lists: [tags.list.game, tags.today],
  load: (ctx) => fixturesLoader(ctx, ctx.request.params),
});

export const fixturesDayPage = definePage({
  route: 'fixturesDay',
  lists: [tags.list.game],
  load: (ctx) => fixturesLoader(ctx, ctx.request.params),
});
