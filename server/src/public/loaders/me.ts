import { publicPaths } from '@meydan/shared-types/public';
import { pageHead } from '../head.js';
import { definePage, type Found, type PageContext } from '../define-page.js';

/**
 * `/me` (میدان من): one anonymous shell for everyone, kept and shared like any page. What the reader
 * follows never reaches it: the browser asks `GET /api/me/feed` after hydration, answered `no-store`.
 */
export async function meLoader(_ctx: PageContext<'me'>): Promise<Found<'me'>> {
  return { data: {} };
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
