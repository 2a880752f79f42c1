import type { EntityManager } from '@mikro-orm/core';
import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type PageData } from '@meydan/shared-types/schemas';
import { League } from '../../model/league.entity.js';
import { Season } from '../../model/season.entity.js';
import type { ISeason } from '../../model/season.entity.js';
import { gameCardsIn } from '../card-rows.js';
import { cardsFor } from '../cards.js';
import { notFoundFatal } from '../context.js';
import { absolute, breadcrumbLd, pageHead } from '../head.js';
import { findNews } from '../queries.js';
import { pickSeason, seasonTable } from '../table.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome, type PageContext } from '../define-page.js';
import { sitemapSection, type SitemapRow } from '../sitemap-section.js';

/** `/league/{id}/table/{slug}?season={id}`: standings with zones and form, and the games of the current week. */
export async function leagueTableLoader(ctx: PageContext<'leagueTable'>): Promise<Found<'leagueTable'> | Outcome> {
  const id = parseRouteId(ctx.request.params.id);
  const league = id ? await ctx.em.findOne(League, { id }, { populate: ['sport'] }) : null;
  if (!league) return notFoundFatal(ctx.request.path);
  const seasonParam = ctx.request.query.season ?? null;
  const moved = wrongSlugRedirect(ctx, publicPaths.leagueTable(league.id, league.slug));
  if (moved) return moved;
  const season = await pickSeason(ctx.em, league.id, seasonParam);
  if (!season) return notFoundFatal(ctx.request.path);

  const [table, seasons, week, news] = await Promise.all([
    seasonTable(ctx, league, season),
    ctx.em.find(Season, { league: league.id }, { orderBy: { startsOn: 'desc', id: 'desc' } }),
    currentWeek(ctx.em, season),
    findNews(ctx.em, { league: league.id }, { limit: 5 }),
  ]);
  const weekGames = week ? await gameCardsIn(ctx.em, { sql: 'select g.id from game g where g.week_id = ?', params: [week.id] }) : [];
  const cards = cardsFor(ctx.mediaUrl);
  return {
    data: {
      table,
      seasons: seasons.map((s) => ({ id: s.id, title: s.title, isCurrent: s.isCurrent })),
      week: week ? { number: week.number, title: week.title ?? null } : null,
      weekGames: weekGames.map(cards.game),
      news: news.map(cards.news),
    },
  };
}

function leagueTableHead({ table: { league, sport, season } }: PageData<'leagueTable'>, ctx: PageContext<'leagueTable'>) {
  const canonical = publicPaths.leagueTable(league.id, league.slug, ctx.request.query.season);
  const title = `جدول ${league.title} فصل ${season.title}`;
  return pageHead(ctx, {
    title,
    description: `جدول رده‌بندی ${league.title}، نتایج و برنامه بازی‌های هفته`,
    canonical,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsOrganization',
        name: league.title,
        sport: sport.title,
        url: absolute(ctx, canonical),
      },
      breadcrumbLd(ctx, [
        { name: sport.title, path: publicPaths.sport(sport.id, sport.slug) },
        { name: title, path: canonical },
      ]),
    ],
  });
}

interface WeekRow {
  id: number;
  number: number;
  title: string | null;
}

/**
 * The week of the game nearest to now: the round being played, just played, or next (the earlier on a
 * tie); a season whose games have no week yet shows its first week. One walk over the season's games.
 */
async function currentWeek(em: EntityManager, season: ISeason): Promise<WeekRow | null> {
  const [week] = await em.getConnection().execute<WeekRow[]>(
    `select w.id, w.number, w.title from game g join week w on w.id = g.week_id where g.season_id = ?
     order by abs(extract(epoch from g.kickoff_at - ?::timestamptz)) asc, g.kickoff_at asc limit 1`,
    [season.id, new Date()],
  );
  if (week) return week;
  const [first] = await em
    .getConnection()
    .execute<WeekRow[]>('select id, number, title from week where season_id = ? order by number asc limit 1', [season.id]);
  return first ?? null;
}

export const leagueTablePage = definePage({
  route: 'leagueTable',
  lists: [tags.list.game],
  load: leagueTableLoader,
  head: leagueTableHead,
  sitemap: {
    section: sitemapSection<SitemapRow & { slug: string }>(
      { name: 'league', order: 4, tags: [tags.layout], from: 'league t', columns: 't.slug', where: 't.is_active' },
      (r) => publicPaths.leagueTable(r.id, r.slug),
    ),
  },
});
