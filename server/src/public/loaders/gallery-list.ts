import { publicPaths } from '@meydan/shared-types/public';
import { type PageData } from '@meydan/shared-types/schemas';
import { cardsFor } from '../cards.js';
import { notFoundFatal } from '../context.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { findGalleryPage } from '../queries.js';
import { pageParam } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome, type PageContext } from '../define-page.js';

const PAGE_SIZE = 24;

/** `/gallery/photo` and `/gallery/video`: published galleries of one kind. */
export function galleryListLoader(kind: 'image' | 'video') {
  return async (ctx: PageContext<'photoList' | 'videoList'>): Promise<Found<'photoList'> | Outcome> => {
    const page = pageParam(ctx.request.query);
    const [items, total] = await findGalleryPage(ctx.em, { kind }, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    if (page > 1 && !items.length) return notFoundFatal(ctx.request.key);
    const cards = cardsFor(ctx.mediaUrl);
    return { data: { kind, items: items.map(cards.gallery), page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), total } };
  };
}

function galleryListHead({ kind, page }: PageData<'galleryList'>, ctx: PageContext<'photoList' | 'videoList'>) {
  const title = kind === 'image' ? 'گالری عکس' : 'ویدیو';
  const canonical = kind === 'image' ? publicPaths.photoList(page) : publicPaths.videoList(page);
  return pageHead(ctx, {
    title: page > 1 ? `${title} (صفحه ${page})` : title,
    description: kind === 'image' ? 'تازه‌ترین عکس‌های ورزشی' : 'تازه‌ترین ویدیوهای ورزشی، خلاصه بازی‌ها و گفت‌وگوها',
    canonical,
    jsonLd: [breadcrumbLd(ctx, [{ name: title, path: canonical }])],
  });
}

export const photoListPage = definePage({
  route: 'photoList',
  lists: [tags.list.gallery],
  load: galleryListLoader('image'),
  head: galleryListHead,
  sitemap: { path: publicPaths.photoList(), order: 3 },
});

export const videoListPage = definePage({
  route: 'videoList',
  lists: [tags.list.gallery],
  load: galleryListLoader('video'),
  head: galleryListHead,
  sitemap: { path: publicPaths.videoList(), order: 4 },
});
