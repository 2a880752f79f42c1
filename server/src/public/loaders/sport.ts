import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type PageData } from '@meydan/shared-types/schemas';
import { League } from '../../model/league.entity.js';
import { Sport } from '../../model/sport.entity.js';
import { cardsFor } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { findNews, findResults, findUpcoming } from '../queries.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome } from '../define-page.js';
import { sitemapSection, type SitemapRow } from '../sitemap-section.js';

/** `/sport/{id}/{slug}`: the sport's news, its leagues with links to their tables, results and fixtures. */
export async function sportLoader(ctx: LoaderContext): Promise<Found<'sport'> | Outcome> {
  const id = parseRouteId(ctx.request.params.id);
  const sport = id ? await ctx.em.findOne(Sport, { id, isActive: true }) : null;
  if (!sport) return notFoundFatal(ctx.request.path);
  const canonical = publicPaths.sport(sport.id, sport.slug);
  const moved = wrongSlugRedirect(ctx, canonical);
  if (moved) return moved;
  const [news, leagues, results, upcoming] = await Promise.all([
    findNews(ctx.em, { sport: sport.id }, { limit: 16 }),
    ctx.em.find(League, { sport: sport.id, isActive: true }, { populate: ['age'], orderBy: { sortOrder: 'asc', id: 'asc' } }),
    findResults(ctx.em, sport.id, 8),
    findUpcoming(ctx.em, sport.id, 6),
  ]);
  const cards = cardsFor(ctx.mediaUrl);
  return {
    data: {
      sport: { id: sport.id, title: sport.title, slug: sport.slug },
      news: news.map(cards.news),
      leagues: leagues.map((l) => ({ id: l.id, title: l.title, slug: l.slug, age: l.age?.title ?? null })),
      results: results.map(cards.game),
      upcoming: upcoming.map(cards.game),
    },
  };
}

function sportHead({ sport }: PageData<'sport'>, ctx: LoaderContext) {
  const canonical = publicPaths.sport(sport.id, sport.slug);
  return pageHead(ctx, {
    title: `اخبار ${sport.title}`,
    description: `آخرین اخبار، نتایج و جدول لیگ‌های ${sport.title}`,
    canonical,
    jsonLd: [breadcrumbLd(ctx, [{ name: sport.title, path: canonical }])],
  });
}

export const sportPage = definePage({
  route: 'sport',
  lists: [tags.list.news, tags.list.gallery, tags.list.game],
  load: sportLoader,
  head: sportHead,
  sitemap: {
    section: sitemapSection<SitemapRow & { slug: string }>(
      { name: 'sport', order: 6, tags: [tags.layout], from: 'sport t', columns: 't.slug', where: 't.is_active' },
      (r) => publicPaths.sport(r.id, r.slug),
    ),
  },
});
