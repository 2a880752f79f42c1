import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type PagePayload, type PublicImage } from '@meydan/shared-types/schemas';
import { executePrepared } from '../../db/prepared.js';
import type { EntityManager } from '@mikro-orm/core';
import { Gallery } from '../../model/gallery.entity.js';
import { imageJson } from '../card-rows.js';
import { mediaUrl } from '../../storage/index.js';
import { iso, ref, toGalleryCard } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { absolute, breadcrumbLd, organizationLd, pageHead } from '../head.js';
import { toPublicImage, type StoredImage } from '../images.js';
import { findGalleries, publishedGallery } from '../queries.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage } from '../define-page.js';

/**
 * `/gallery/photo/{id}/{slug}` and `/gallery/video/{id}/{slug}`: one published gallery of that kind;
 * `preview` also finds a draft or scheduled one (staff preview, under its own URL, so no slug to check).
 */
export function galleryLoader(kind: 'image' | 'video', { preview = false } = {}) {
  return async (ctx: LoaderContext, params: Readonly<Record<string, string>>): Promise<PagePayload> => {
    const id = parseRouteId(params.id);
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
    const card = toGalleryCard(gallery);
    const photos = items.flatMap((item) => {
      const image = toPublicImage(item.media, item.caption || gallery.title);
      return image ? [{ image, caption: item.caption ?? null }] : [];
    });
    const videoSrc = gallery.video ? mediaUrl(gallery.video.storageKey) : (gallery.videoUrl ?? null);
    const poster = toPublicImage(gallery.poster ?? gallery.cover, gallery.title);
    const section = kind === 'image' ? { name: 'گالری عکس', path: '/gallery/photo' } : { name: 'ویدیو', path: '/gallery/video' };
    return {
      kind: 'page',
      page: 'gallery',
      status: 200,
      head: pageHead(ctx, {
        title: gallery.title,
        description: gallery.description ?? gallery.title,
        canonical,
        image: card.cover ?? photos[0]?.image ?? null,
        type: 'article',
        publishedAt: card.publishedAt,
        jsonLd: [
          mediaLd(ctx, kind, gallery.title, canonical, card.publishedAt, card.cover ?? photos[0]?.image ?? null, videoSrc),
          breadcrumbLd(ctx, [section, { name: gallery.title, path: canonical }]),
        ],
      }),
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
        related: related.map(toGalleryCard),
      },
    };
  };
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

const photo = galleryLoader('image');
const video = galleryLoader('video');

export const photoPage = definePage({
  route: 'photo',
  lists: [],
  item: (id) => [tags.gallery(id)],
  load: (ctx) => photo(ctx, ctx.request.params),
});

export const videoPage = definePage({
  route: 'video',
  lists: [],
  item: (id) => [tags.gallery(id)],
  load: (ctx) => video(ctx, ctx.request.params),
});
