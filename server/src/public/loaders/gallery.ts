import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type PageData, type PublicImage } from '@meydan/shared-types/schemas';
import { executePrepared } from '../../db/prepared.js';
import type { EntityManager } from '@mikro-orm/core';
import { Gallery } from '../../model/gallery.entity.js';
import { imageJson } from '../card-rows.js';
import { cardsFor, iso, ref } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { absolute, breadcrumbLd, organizationLd, pageHead } from '../head.js';
import type { StoredImage } from '../images.js';
import { findGalleries, publishedGallery } from '../queries.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome } from '../define-page.js';
import { PUBLISHED_ROW, sitemapSection, type SitemapRow } from '../sitemap-section.js';

/**
 * `/gallery/photo/{id}/{slug}` and `/gallery/video/{id}/{slug}`: one published gallery of that kind;
 * `preview` also finds a draft or scheduled one (staff preview, under its own URL, so no slug to check).
 */
export function galleryLoader(kind: 'image' | 'video', { preview = false } = {}) {
  return async (ctx: LoaderContext): Promise<Found<'photo'> | Outcome> => {
    const id = parseRouteId(ctx.request.params.id);
    const gallery = id
      ? await ctx.em.findOne(Gallery, preview ? { id, kind } : { $and: [{ id, kind }, publishedGallery()] }, {
          populate: ['cover', 'poster', 'video', 'sport', 'tags'],
        })
      : null;
    if (!gallery) return notFoundFatal(ctx.request.path);
    // A draft with no time yet reads as if published now (the preview's fork is never flushed).
    if (preview) gallery.publishedAt ??= new Date();
    const canonical = publicPaths.gallery(kind, gallery.id, gallery.slug);
    const moved = preview ? null : wrongSlugRedirect(ctx, canonical);
    if (moved) return moved;

    const [items, related] = await Promise.all([
      kind === 'image' ? galleryPhotos(ctx.em, gallery.id) : [],
      findGalleries(ctx.em, { kind, exclude: gallery.id }, { limit: 10 }),
    ]);
    const cards = cardsFor(ctx.mediaUrl);
    const card = cards.gallery(gallery);
    const photos = items.flatMap((item) => {
      const image = cards.image(item.media, item.caption || gallery.title);
      return image ? [{ image, caption: item.caption ?? null }] : [];
    });
    const videoSrc = gallery.video ? ctx.mediaUrl(gallery.video.storageKey) : (gallery.videoUrl ?? null);
    const poster = cards.image(gallery.poster ?? gallery.cover, gallery.title);
    return {
      data: {
        gallery: {
          ...card,
          itemCount: kind === 'image' ? photos.length : card.itemCount,
          description: gallery.description ?? null,
          sport: ref(gallery.sport),
          tags: gallery.tags.getItems().map((t) => ({ id: t.id, title: t.title, slug: t.slug })),
          items: photos,
          videoSrc,
          poster,
          shareUrl: absolute(ctx, publicPaths.shortLink(card.shortCode)),
        },
        related: related.map(cards.gallery),
      },
    };
  };
}

function galleryHead({ gallery }: PageData<'gallery'>, ctx: LoaderContext) {
  const { kind, title, publishedAt, videoSrc } = gallery;
  const canonical = publicPaths.gallery(kind, gallery.id, gallery.slug);
  const section = kind === 'image' ? { name: 'گالری عکس', path: '/gallery/photo' } : { name: 'ویدیو', path: '/gallery/video' };
  const image = gallery.cover ?? gallery.items[0]?.image ?? null;
  return pageHead(ctx, {
    title,
    description: gallery.description ?? title,
    canonical,
    image,
    type: 'article',
    publishedAt,
    jsonLd: [
      mediaLd(ctx, kind, title, canonical, publishedAt, image, videoSrc),
      breadcrumbLd(ctx, [section, { name: title, path: canonical }]),
    ],
  });
}

function mediaLd(
  ctx: LoaderContext,
  kind: 'image' | 'video',
  name: string,
  path: string,
  date: string,
  image: PublicImage | null,
  videoSrc: string | null,
): Record<string, unknown> {
  const thumb = image ? absolute(ctx, image.src) : undefined;
  return kind === 'image'
    ? {
        '@context': 'https://schema.org',
        '@type': 'ImageGallery',
        name,
        url: absolute(ctx, path),
        datePublished: iso(date),
        publisher: organizationLd(ctx),
        ...(thumb ? { image: thumb } : {}),
      }
    : {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name,
        description: name,
        uploadDate: iso(date),
        ...(thumb ? { thumbnailUrl: [thumb] } : {}),
        ...(videoSrc ? { contentUrl: absolute(ctx, videoSrc) } : {}),
      };
}

/** A photo gallery's pictures in their order, as rows (tens of them: see card-rows.ts on why rows). */
function galleryPhotos(em: EntityManager, galleryId: number): Promise<{ caption: string | null; media: StoredImage | null }[]> {
  return executePrepared(
    em,
    `select gi.caption, ${imageJson('m')} as media from gallery_item gi left join media m on m.id = gi.media_id
     where gi.gallery_id = ? order by gi.sort_order asc, gi.id asc`,
    [galleryId],
  );
}

/** Photo and video galleries, one sitemap section. */
const gallerySitemap = {
  section: sitemapSection<SitemapRow & { slug: string; kind: 'image' | 'video' }>(
    { name: 'gallery', order: 2, tags: [tags.list.gallery], from: 'gallery t', columns: 't.slug, t.kind', where: PUBLISHED_ROW },
    (r) => publicPaths.gallery(r.kind, r.id, r.slug),
  ),
};

export const photoPage = definePage({
  route: 'photo',
  lists: [],
  item: (id) => [tags.gallery(id)],
  load: galleryLoader('image'),
  head: galleryHead,
  sitemap: gallerySitemap,
});

export const videoPage = definePage({
  route: 'video',
  lists: [],
  item: (id) => [tags.gallery(id)],
  load: galleryLoader('video'),
  head: galleryHead,
  sitemap: gallerySitemap,
});
