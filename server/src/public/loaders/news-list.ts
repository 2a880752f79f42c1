import type { FilterQuery } from '@mikro-orm/core';
import { LIMITS, publicPaths, type PagePayload } from '@meydan/shared-types';
import { Sport, Tag } from '../../db/entities.js';
import type { INews } from '../../resources/news/news.entity.js';
import { ref, toNewsCard } from '../cards.js';
import type { LoaderContext } from '../context.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { findNewsPage } from '../queries.js';
import { pageParam } from './canonical.js';

/** `/news?sport={id}&tag={slug}&page={n}`: published news, newest first. Unknown filters are ignored. */
export async function newsListLoader(ctx: LoaderContext): Promise<PagePayload> {
  const { em, url } = ctx;
  const page = pageParam(ctx);
  const sportId = Number(url.searchParams.get('sport'));
  const tagSlug = url.searchParams.get('tag');
  const [sport, tag, sports] = await Promise.all([
    Number.isInteger(sportId) && sportId > 0 ? em.findOne(Sport, { id: sportId }) : null,
    tagSlug ? em.findOne(Tag, { slug: tagSlug }) : null,
    em.find(Sport, { isActive: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
  ]);
  const where: FilterQuery<INews>[] = [];
  if (sport) where.push({ sport: sport.id });
  if (tag) where.push({ tags: tag.id });
  const size = LIMITS.publicPageSize;
  const [items, total] = await findNewsPage(em, where.length ? { $and: where } : {}, { limit: size, offset: (page - 1) * size });
  const canonical = publicPaths.newsList({ sport: sport?.id, tag: tag?.slug, page });
  const title = ['آرشیو اخبار', sport?.title, tag?.title].filter(Boolean).join(' · ');
  return {
    kind: 'page',
    page: 'newsList',
    status: 200,
    head: pageHead(ctx, {
      title: page > 1 ? `${title} (صفحه ${page})` : title,
      description: `آخرین اخبار ${sport?.title ?? 'ورزشی'}${tag ? ` درباره ${tag.title}` : ''}`,
      canonical,
      jsonLd: [breadcrumbLd(ctx, [{ name: 'اخبار', path: '/news' }])],
    }),
    data: {
      items: items.map(toNewsCard),
      page,
      pageCount: Math.max(1, Math.ceil(total / size)),
      total,
      sport: ref(sport),
      tag: ref(tag),
      sports: sports.map((s) => ({ id: s.id, title: s.title, slug: s.slug })),
    },
  };
}
