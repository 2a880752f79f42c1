import type { EntityManager } from '@mikro-orm/postgresql';
import { GalleryInputSchema, type RevisionItem } from '@meydan/shared-types/schemas';
import { toRecord } from '../../crud/serialize.js';
import { editableFields, takeSnapshot, type RevisionPolicy } from '../../crud/revision-snapshot.js';
import { Media } from '../../model/media.entity.js';
import { Gallery, GalleryItem, type IGallery } from '../../model/gallery.entity.js';
import { replaceItems } from './gallery-items.js';

const itemsOf = async (em: EntityManager, galleryId: number): Promise<RevisionItem[]> =>
  (await em.find(GalleryItem, { gallery: galleryId }, { orderBy: { sortOrder: 'asc', id: 'asc' } })).map((i) => ({
    media: i.media.id,
    caption: i.caption ?? null,
  }));

/**
 * A gallery's revisions keep its photos too: a change of photos (saved on their own screen) is a save of
 * the gallery, and restoring a version puts its photos back, leaving out uploads deleted since.
 */
export const galleryRevisions: RevisionPolicy = {
  // The kind is chosen once, at creation.
  fields: editableFields(GalleryInputSchema, ['kind']),
  extra: async (em, id) => ({ items: await itemsOf(em, id) }),
  async restoreExtra(em, entity, snapshot) {
    const gallery = entity as unknown as IGallery;
    if (gallery.kind !== 'image' || !Array.isArray(snapshot.items)) return;
    const items = snapshot.items as RevisionItem[];
    if (JSON.stringify(items) === JSON.stringify(await itemsOf(em, gallery.id))) return;
    const ids = [...new Set(items.map((i) => i.media))];
    const existing = new Set((await em.find(Media, { id: { $in: ids }, kind: 'image' }, { fields: ['id'] })).map((m) => m.id));
    await replaceItems(
      em,
      gallery,
      items.filter((i) => existing.has(i.media)),
    );
  },
};

/** A gallery as its revisions keep it (its links loaded: they are part of the snapshot). */
export async function gallerySnapshot(em: EntityManager, gallery: IGallery): Promise<Record<string, unknown>> {
  await em.populate(gallery, ['tags']);
  return takeSnapshot(em, galleryRevisions, { ...toRecord(em.getMetadata().get(Gallery.meta.className), gallery), id: gallery.id });
}
