import { publicPaths, SEARCH_PAGE_SIZE } from '@meydan/shared-types/public';
import { type PageData } from '@meydan/shared-types/schemas';
import { searchEntities } from '../../search/entities.js';
import { searchContent } from '../../search/search.js';
import { notFoundInLayout } from '../context.js';
import { pageHead } from '../head.js';
import { pageParam } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome, type PageContext } from '../define-page.js';

/**
 * `/search?q=…&page=N`: published news and galleries, best match first; on the first page, players and
 * teams whose name matches. Without a query (or with one
 * too short to search) it is the empty search page, answered without the database; a page past the
 * last is the in-layout 404.
 */
export async function searchLoader(ctx: PageContext<'search'>): Promise<Found<'search'> | Outcome> {
  const q = ctx.request.query.q ?? '';
  const page = pageParam(ctx.request.query);
  const [{ total, items, terms }, entities] = await Promise.all([
    searchContent(ctx.em, q, page),
    page === 1 && q ? searchEntities(ctx.em, q) : [],
  ]);
  const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  if (page > pageCount) return notFoundInLayout(ctx.request.key);
  return { data: { q, items, entities, terms, total, page, pageCount } };
}

function searchHead({ q, page }: PageData<'search'>, ctx: PageContext<'search'>) {
  return pageHead(ctx, {
    title: q ? `جستجوی «${q}»${page > 1 ? ` (صفحه ${page})` : ''}` : 'جستجو',
    description: q ? `نتیجه‌های جستجوی «${q}» در اخبار، عکس‌ها و ویدیوهای ورزشی` : 'جستجو در اخبار، عکس‌ها و ویدیوهای ورزشی',
    canonical: publicPaths.search(q, page),
    // Result pages are endless variations of the site's own pages: kept out of search engines' indexes.
    noindex: true,
  });
}

export const searchPage = definePage({
  route: 'search',
  // Players and teams are reference data: a change of one drops every kept page.
  lists: [tags.list.news, tags.list.gallery],
  load: searchLoader,
  head: searchHead,
  // A search is no page of its own to list, and its results are listed under their own addresses.
  sitemap: null,
});
