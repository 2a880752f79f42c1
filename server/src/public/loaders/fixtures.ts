import {
  DISPLAY_TIME_ZONE,
  formatJalaliDate,
  jalaliDateLabel,
  jalaliFromEpochDay,
  parseJalaliDate,
  tehranDayRange,
  tehranJalaliDate,
} from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import { toLatinDigits } from '@meydan/shared-types/text';
import { type FixtureGroup, type PageData } from '@meydan/shared-types/schemas';
import type { IGame } from '../../model/game.entity.js';
import { cardsFor, ref, type Cards } from '../cards.js';
import { notFoundFatal, redirect } from '../context.js';
import { absolute, breadcrumbLd, pageHead } from '../head.js';
import { findGamesBetween, nearestKickoffs } from '../queries.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome, type PageContext } from '../define-page.js';
import { sitemapSection, type SitemapRow } from '../sitemap-section.js';

const orderOf = (g: IGame) => [g.season.league.sport.sortOrder, g.season.league.sport.id, g.season.league.sortOrder, g.season.league.id];

/** One group per league, leagues in the order the site lists sports and their leagues. */
function groupByLeague(cards: Cards, games: IGame[]): FixtureGroup[] {
  const groups = new Map<number, { order: number[]; group: FixtureGroup }>();
  for (const game of games) {
    const league = game.season.league;
    let entry = groups.get(league.id);
    if (!entry) {
      entry = { order: orderOf(game), group: { league: ref(league)!, sport: ref(league.sport)!, games: [] } };
      groups.set(league.id, entry);
    }
    entry.group.games.push(cards.game(game));
  }
  const compare = (a: number[], b: number[]) => a.reduce((d, v, i) => d || v - b[i], 0);
  return [...groups.values()].sort((a, b) => compare(a.order, b.order)).map((e) => e.group);
}

/** A day as people type it: Persian digits, month and day without their leading zero (`۱۴۰۵-۹-۶`). */
function looseJalaliDate(value: string | undefined) {
  const m = value === undefined ? null : /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(toLatinDigits(value));
  return m ? parseJalaliDate(`${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`) : null;
}

/**
 * `/games` (today in Tehran) and `/games/{yyyy}-{mm}-{dd}` (a Jalali day, Latin digits): the day's games
 * grouped by league. The same day spelled otherwise is sent to that URL; a malformed or impossible date
 * (1405-12-30, 1405-13-01) fails the validity check.
 */
export async function fixturesLoader(ctx: PageContext<'fixtures' | 'fixturesDay'>): Promise<Found<'fixtures'> | Outcome> {
  const { params } = ctx.request;
  const isToday = params.date === undefined;
  const date = isToday ? tehranJalaliDate() : parseJalaliDate(params.date);
  if (!date) {
    const spelled = looseJalaliDate(params.date);
    return spelled ? redirect(publicPaths.fixtures(spelled) + ctx.request.search) : notFoundFatal(ctx.request.path);
  }
  const { start, end } = tehranDayRange(date);
  const [games, nearest] = await Promise.all([findGamesBetween(ctx.em, start, end), nearestKickoffs(ctx.em, start, end)]);
  const day = (at: Date | null) => (at ? formatJalaliDate(tehranJalaliDate(at)) : null);
  return {
    data: {
      date: formatJalaliDate(date),
      isToday,
      groups: groupByLeague(cardsFor(ctx.mediaUrl), games),
      earlierDay: day(nearest.earlier),
      laterDay: day(nearest.later),
    },
  };
}

/** The day's games in kick-off order, as the list in its JSON-LD names them. */
const byKickoff = (groups: FixtureGroup[]) =>
  groups.flatMap((g) => g.games).sort((a, b) => (a.kickoffAt < b.kickoffAt ? -1 : a.kickoffAt > b.kickoffAt ? 1 : a.id - b.id));

function fixturesHead({ date: day, isToday, groups }: PageData<'fixtures'>, ctx: PageContext<'fixtures' | 'fixturesDay'>) {
  const date = parseJalaliDate(day)!;
  const label = jalaliDateLabel(date, { weekday: true });
  const canonical = isToday ? publicPaths.fixtures() : publicPaths.fixtures(date);
  const title = isToday ? 'بازی‌های امروز' : `بازی‌های ${label}`;
  return pageHead(ctx, {
    title,
    description: `برنامه و نتایج بازی‌های ${label} به تفکیک لیگ، با نتیجهٔ زندهٔ بازی‌های در جریان`,
    canonical,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: title,
        itemListElement: byKickoff(groups).map((g, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'SportsEvent',
            name: `${g.home.title} - ${g.away.title}`,
            startDate: g.kickoffAt,
            url: absolute(ctx, publicPaths.game(g.id, g.slug)),
          },
        })),
      },
      breadcrumbLd(ctx, [{ name: title, path: canonical }]),
    ],
  });
}

export const fixturesPage = definePage({
  route: 'fixtures',
  lists: [tags.list.game, tags.today],
  load: fixturesLoader,
  head: fixturesHead,
  sitemap: { path: publicPaths.fixtures(), order: 6 },
});

export const fixturesDayPage = definePage({
  route: 'fixturesDay',
  lists: [tags.list.game],
  load: fixturesLoader,
  head: fixturesHead,
  // Every Tehran day with a game, keyed by its number of days since 1970-01-01 (a page of 1,000 spans nearly three years).
  sitemap: {
    section: sitemapSection<SitemapRow>(
      {
        name: 'games',
        order: 8,
        tags: [tags.list.game],
        from: `(select ((g.kickoff_at at time zone '${DISPLAY_TIME_ZONE}')::date - date '1970-01-01') as id, max(g.updated_at) as updated_at from game g group by 1) t`,
        columns: 't.id as day',
        where: 'true',
      },
      (r) => publicPaths.fixtures(jalaliFromEpochDay(r.id)),
    ),
  },
});
