import type { EntityManager } from '@mikro-orm/core';
import { parseRouteId, publicPaths, type PagePayload } from '@meydan/shared-types';
import { Game, League, Season, Week } from '../../db/entities.js';
import type { ISeason } from '../../resources/season/season.entity.js';
import { GAME_CARD_POPULATE, toGameCard, toNewsCard } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { absolute, breadcrumbLd, pageHead } from '../head.js';
import { findNews } from '../queries.js';
import { buildTable, pickSeason } from '../table.js';
import { wrongSlugRedirect } from './canonical.js';

/** `/league/{id}/table/{slug}?season={id}`: standings with zones and form, and the games of the current week. */
export async function leagueTableLoader(ctx: LoaderContext, params: Record<string, string>): Promise<PagePayload> {
  const id = parseRouteId(params.id);
  const league = id ? await ctx.em.findOne(League, { id }, { populate: ['sport'] }) : null;
  if (!league) return notFoundFatal(ctx.url.pathname);
  const seasonParam = parseRouteId(ctx.url.searchParams.get('season') ?? undefined);
  const canonical = publicPaths.leagueTable(league.id, league.slug, seasonParam ?? undefined);
  const moved = wrongSlugRedirect(ctx, publicPaths.leagueTable(league.id, league.slug));
  if (moved) return moved;
  const season = await pickSeason(ctx.em, league.id, seasonParam);
  if (!season) return notFoundFatal(ctx.url.pathname);

  const [table, seasons, week, news] = await Promise.all([
    buildTable(ctx.em, league, season),
    ctx.em.find(Season, { league: league.id }, { orderBy: { startsOn: 'desc', id: 'desc' } }),
    currentWeek(ctx.em, season),
    findNews(ctx.em, { league: league.id }, { limit: 5 }),
  ]);
  const weekGames = week
    ? await ctx.em.find(Game, { week: week.id }, { populate: GAME_CARD_POPULATE, orderBy: { kickoffAt: 'asc', id: 'asc' } })
    : [];
  const title = `جدول ${league.title} فصل ${season.title}`;
  return {
    kind: 'page',
    page: 'leagueTable',
    status: 200,
    head: pageHead(ctx, {
      title,
      description: `جدول رده‌بندی ${league.title}، نتایج و برنامه بازی‌های هفته`,
      canonical,
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'SportsOrganization', name: league.title, sport: league.sport.title, url: absolute(ctx, canonical) },
        breadcrumbLd(ctx, [{ name: league.sport.title, path: publicPaths.sport(league.sport.id, league.sport.slug) }, { name: title, path: canonical }]),
      ],
    }),
    data: {
      table,
      seasons: seasons.map((s) => ({ id: s.id, title: s.title, isCurrent: s.isCurrent })),
      week: week ? { number: week.number, title: week.title ?? null } : null,
      weekGames: weekGames.map(toGameCard),
      news: news.map(toNewsCard),
    },
  };
}

/** The week of the game nearest to now: the round being played, just played, or next. */
async function currentWeek(em: EntityManager, season: ISeason) {
  const now = new Date();
  const [next, last] = await Promise.all([
    em.findOne(Game, { season: season.id, kickoffAt: { $gte: now }, week: { $ne: null } }, { orderBy: { kickoffAt: 'asc' }, populate: ['week'] }),
    em.findOne(Game, { season: season.id, kickoffAt: { $lt: now }, week: { $ne: null } }, { orderBy: { kickoffAt: 'desc' }, populate: ['week'] }),
  ]);
  const pick = !next ? last : !last ? next
    : next.kickoffAt.getTime() - now.getTime() < now.getTime() - last.kickoffAt.getTime() ? next : last;
  return pick?.week ?? (await em.findOne(Week, { season: season.id }, { orderBy: { number: 'asc' } }));
}
