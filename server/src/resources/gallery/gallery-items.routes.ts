import type { EntityManager } from '@mikro-orm/postgresql';
import { GalleryItemsInputSchema, normalizeText, type GalleryItem as GalleryItemRecord } from '@meydan/shared-types';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../crud/register.js';
import { auditRequest } from '../audit/record-audit.js';
import { notFound, ValidationError } from '../../plugins/http-errors.js';
import { Media } from '../media/media.entity.js';
import { Gallery, GalleryItem } from './gallery.entity.js';

async function readItems(em: EntityManager, galleryId: number): Promise<GalleryItemRecord[]> {
  const items = await em.find(GalleryItem, { gallery: galleryId }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return items.map((i) => ({ id: i.id, media: i.media.id, caption: i.caption ?? null, sortOrder: i.sortOrder }));
}

/** GET/PUT /api/admin/gallery/:id/items — the ordered photos of an image gallery, replaced as a whole. */
export function galleryItemRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/:id/items', async (request) => {
    const id = parseId(request.params.id);
    if (!(await request.em.findOne(Gallery, { id }))) throw notFound('گالری‌ای با این شناسه پیدا نشد.');
    return readItems(request.em, id);
  });

  app.put<{ Params: { id: string }; Body: Static<typeof GalleryItemsInputSchema> }>(
    '/:id/items',
    { schema: { body: GalleryItemsInputSchema } },
    // Checks, the new list and the gallery's count and cover in one transaction.
    async (request) =>
      request.em.transactional(async (em) => {
        const id = parseId(request.params.id);
        const gallery = await em.findOne(Gallery, { id });
        if (!gallery) throw notFound('گالری‌ای با این شناسه پیدا نشد.');
        if (gallery.kind !== 'image') throw new ValidationError({ items: 'فقط گالری تصویری عکس دارد.' });
        const { items } = request.body;
        const mediaIds = [...new Set(items.map((i) => i.media))];
        const images = await em.find(Media, { id: { $in: mediaIds }, kind: 'image' }, { fields: ['id'] });
        if (images.length !== mediaIds.length) throw new ValidationError({ items: 'یکی از تصاویر پیدا نشد یا تصویر نیست.' });
        await em.nativeDelete(GalleryItem, { gallery: id });
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
        auditRequest(em, request, { action: 'update', resource: 'gallery', recordId: id, fields: ['items'] });
        await em.flush();
        return readItems(em, id);
      }),
  );
}
