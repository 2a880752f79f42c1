import { publicPaths } from '@meydan/shared-types/public';
import { League } from '../../model/league.entity.js';
import { ref } from '../cards.js';
import { pageHead } from '../head.js';
import { definePage, type Found, type PageContext } from '../define-page.js';

/**
 * `/me` (میدان من): one anonymous shell for everyone, kept and shared like any page. What the reader
 * follows never reaches it: the browser asks `GET /api/me/feed` after hydration, answered `no-store`.
 */
export async function meLoader(ctx: PageContext<'me'>): Promise<Found<'me'>> {
  const leagues = await ctx.em.find(League, {}, { fields: ['title', 'slug'], orderBy: { sortOrder: 'asc', id: 'asc' }, limit: 20 });
  return { data: { leagues: leagues.map((l) => ref(l)!) } };
}

export const mePage = definePage({
  route: 'me',
  lists: [],
  load: meLoader,
  head: (_data, ctx) =>
    pageHead(ctx, {
      title: 'میدان من',
      description: 'بازی‌ها، نتیجه‌ها و خبرهای تیم‌هایی که دنبال می‌کنید',
      canonical: publicPaths.me(),
      // The same empty shell for every reader: nothing of it belongs in a search engine's index.
      noindex: true,
    }),
  sitemap: null,
});
