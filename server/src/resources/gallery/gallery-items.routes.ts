import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GalleryItemSchema, GalleryItemsInputSchema } from '@meydan/shared-types/schemas';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, NoQuerySchema } from '../../crud/route-schemas.js';
import { auditRequest } from '../../audit/record-audit.js';
import { notFound, ValidationError } from '../../http-errors.js';
import { Media } from '../../model/media.entity.js';
import { recordRevision } from '../../crud/revision-write.js';
import { Gallery } from '../../model/gallery.entity.js';
import { readItems, replaceItems } from './gallery-items.js';
import { gallerySnapshot } from './gallery-revisions.js';

/** GET/PUT /api/admin/gallery/:id/items — the ordered photos of an image gallery, replaced as a whole. */
const ONE = { params: IdParamsSchema, querystring: NoQuerySchema, response: { 200: Type.Array(GalleryItemSchema) } };

export function galleryItemRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get('/:id/items', { schema: ONE }, async (request) => {
    const id = Number(request.params.id);
    if (!(await request.em.findOne(Gallery, { id }))) throw notFound('گالری‌ای با این شناسه پیدا نشد.');
    return readItems(request.em, id);
  });

  routes.put(
    '/:id/items',
    { schema: { ...ONE, body: GalleryItemsInputSchema } },
    // Checks, the new list and the gallery's count and cover in one transaction.
    async (request) =>
      request.em.transactional(async (em) => {
        const id = Number(request.params.id);
        const gallery = await em.findOne(Gallery, { id });
        if (!gallery) throw notFound('گالری‌ای با این شناسه پیدا نشد.');
        if (gallery.kind !== 'image') throw new ValidationError({ items: 'فقط گالری تصویری عکس دارد.' });
        const { items } = request.body;
        const mediaIds = [...new Set(items.map((i) => i.media))];
        const images = await em.find(Media, { id: { $in: mediaIds }, kind: 'image' }, { fields: ['id'] });
        if (images.length !== mediaIds.length) throw new ValidationError({ items: 'یکی از تصاویر پیدا نشد یا تصویر نیست.' });
        const before = await gallerySnapshot(em, gallery);
        await replaceItems(em, gallery, items);
        auditRequest(em, request, { action: 'update', resource: 'gallery', recordId: id, fields: ['items'] });
        await em.flush();
        // A change of photos is a save of the gallery: it has its revision, with the cover it may have taken.
        recordRevision(em, request, 'gallery', id, { before, after: await gallerySnapshot(em, gallery) });
        await em.flush();
        return readItems(em, id);
      }),
  );
}
