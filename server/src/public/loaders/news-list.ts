import { LIMITS } from '@meydan/shared-types/constants';
import { publicPaths } from '@meydan/shared-types/public';
import { type PageData } from '@meydan/shared-types/schemas';
import { executePrepared } from '../../db/prepared.js';
import { Sport } from '../../model/sport.entity.js';
import { Tag } from '../../model/tag.entity.js';
import { cardsFor, ref } from '../cards.js';
import { notFoundFatal, redirect, type LoaderContext } from '../context.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { newsIdsQuery, type NewsFilter, type NewsSlice } from '../news-query.js';
import { findNewsByIds } from '../queries.js';
import { pageParam } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome, type PageContext } from '../define-page.js';

/**
 * Pages up to this one are addressed by number alone and read with an offset (a few hundred index
 * entries at most); later pages carry the id of the previous page's last item and are read by seeking
 * to it, so page 5,000 costs what page 11 does.
 */
export const OFFSET_PAGES = 10;

/**
 * `/news?sport={id}&tag={slug}&page={n}[&after={id}]`: published news, newest first. A filter that names
 * no sport or tag is sent to the list without it: one kept page, not a page kept per made-up name.
 */
export async function newsListLoader(ctx: PageContext<'newsList'>): Promise<Found<'newsList'> | Outcome> {
  const { em, request } = ctx;
  const { query } = request;
  const page = pageParam(query);
  const keyset = page > OFFSET_PAGES;
  const { sport: sportId, tag: tagSlug } = query;
  const after = keyset ? (query.after ?? null) : null;
  if (keyset && !after) return notFoundFatal(request.key);
  // A cursor on a page read by offset changes nothing: one page, one address.
  if (!keyset && query.after !== undefined) return redirect(publicPaths.newsList({ sport: sportId, tag: tagSlug, page }));
  const [sport, tag, sports] = await Promise.all([
    sportId ? em.findOne(Sport, { id: sportId }) : null,
    tagSlug ? em.findOne(Tag, { slug: tagSlug }) : null,
    em.find(Sport, { isActive: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
  ]);
  // A made-up filter would otherwise render the whole list again, and keep it, under a key of its own.
  if ((sportId && !sport) || (tagSlug && !tag)) return redirect(publicPaths.newsList({ sport: sport?.id, tag: tag?.slug }));
  const filter: NewsFilter = { sport: sport?.id, tags: tag ? [tag.id] : undefined };
  const size = LIMITS.publicPageSize;

  // The pagination shows up to two pages either side (five in all): read that far ahead, plus one row.
  const last = Math.max(page + 2, 5);
  const ahead = await ids(ctx, filter, { limit: (last - page + 1) * size + 1, ...(after ? { after } : { offset: (page - 1) * size }) });
  const items = await findNewsByIds(em, ahead.slice(0, size));
  // Past the last page there is nothing to show, and no page to keep.
  if (page > 1 && !items.length) return notFoundFatal(request.key);
  const pageCount = Math.max(1, page - 1 + Math.ceil(ahead.length / size));
  const cursors: Record<string, number> = {};
  for (let k = page + 1; k <= Math.min(last, pageCount); k++) {
    if (k > OFFSET_PAGES) cursors[k] = ahead[(k - page) * size - 1];
  }
  const first = Math.max(page - 2, OFFSET_PAGES + 1);
  if (first < page && items.length) {
    // Links back: the news just before this page, nearest first; page (page - j) starts after entry j·size.
    const behind = await ids(ctx, filter, { limit: 2 * size + 1, before: items[0].id });
    for (let k = first; k < page; k++) {
      const cursor = behind[(page - k) * size];
      if (cursor !== undefined) cursors[k] = cursor;
    }
  }

  return {
    data: {
      items: items.map(cardsFor(ctx.mediaUrl).news),
      page,
      pageCount,
      after: cursors,
      sport: ref(sport),
      tag: ref(tag),
      sports: sports.map((s) => ({ id: s.id, title: s.title, slug: s.slug })),
    },
  };
}

function newsListHead({ sport, tag, page }: PageData<'newsList'>, ctx: PageContext<'newsList'>) {
  // Past the pages read by offset the address carries the cursor it was read from.
  const after = page > OFFSET_PAGES ? ctx.request.query.after : undefined;
  const canonical = publicPaths.newsList({ sport: sport?.id, tag: tag?.slug, page, after });
  const title = ['آرشیو اخبار', sport?.title, tag?.title].filter(Boolean).join(' · ');
  return pageHead(ctx, {
    title: page > 1 ? `${title} (صفحه ${page})` : title,
    description: `آخرین اخبار ${sport?.title ?? 'ورزشی'}${tag ? ` درباره ${tag.title}` : ''}`,
    canonical,
    jsonLd: [breadcrumbLd(ctx, [{ name: 'اخبار', path: '/news' }])],
  });
}

async function ids(ctx: LoaderContext, filter: NewsFilter, slice: NewsSlice): Promise<number[]> {
  const { sql, params } = newsIdsQuery(filter, slice);
  const rows = await executePrepared<{ id: number }>(ctx.em, sql, params);
  return rows.map((r) => r.id);
}

export const newsListPage = definePage({
  route: 'newsList',
  lists: [tags.list.news],
  load: newsListLoader,
  head: newsListHead,
  sitemap: { path: publicPaths.newsList(), order: 2 },
});
