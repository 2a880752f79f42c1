import type { EntityManager } from '@mikro-orm/postgresql';
import { type GalleryItem as GalleryItemRecord, type GalleryItemInput } from '@meydan/shared-types/schemas';
import { normalizeText } from '@meydan/shared-types/text';
import { Media } from '../../model/media.entity.js';
import { GalleryItem, type IGallery } from '../../model/gallery.entity.js';

export async function readItems(em: EntityManager, galleryId: number): Promise<GalleryItemRecord[]> {
  const items = await em.find(GalleryItem, { gallery: galleryId }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return items.map((i) => ({ id: i.id, media: i.media.id, caption: i.caption ?? null, sortOrder: i.sortOrder }));
}

/**
 * Replaces a gallery's photos with `items` in their order, and keeps its count and, when it has none,
 * its cover (the first photo). The caller checked that every media id is an image.
 */
export async function replaceItems(em: EntityManager, gallery: IGallery, items: readonly GalleryItemInput[]): Promise<void> {
  await em.nativeDelete(GalleryItem, { gallery: gallery.id });
  items.forEach((item, i) =>
    em.create(GalleryItem, {
      gallery,
      media: em.getReference(Media, item.media),
      caption: item.caption ? normalizeText(item.caption) || null : null,
      sortOrder: i,
    }),
  );
  gallery.itemCount = items.length;
  if (!gallery.cover && items.length) gallery.cover = em.getReference(Media, items[0].media);
}
