import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ConflictBodySchema, GalleryItemSchema, GalleryItemsInputSchema, GallerySchema } from '@meydan/shared-types/schemas';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, NoQuerySchema } from '../../crud/route-schemas.js';
import { lockRows } from '../../crud/row-locks.js';
import { toRecord } from '../../crud/serialize.js';
import { UnitOfWork } from '../../crud/unit-of-work.js';
import { notFound, ValidationError } from '../../http-errors.js';
import { Media } from '../../model/media.entity.js';
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
    { schema: { ...ONE, body: GalleryItemsInputSchema, response: { ...ONE.response, 409: ConflictBodySchema(GallerySchema) } } },
    // A change of photos is a save of the gallery: checks, the new list, its count and cover, log entry and revision together.
    async (request) =>
      UnitOfWork.run(request, async (uow) => {
        const { em } = uow;
        const id = Number(request.params.id);
        const gallery = await em.findOne(Gallery, { id }, { populate: ['tags'] });
        if (!gallery) throw notFound('گالری‌ای با این شناسه پیدا نشد.');
        await uow.checkVersion(gallery, request.body.version, async (tx) =>
          toRecord(tx.getMetadata().get(Gallery.meta.className), await tx.findOneOrFail(Gallery, { id }, { populate: ['tags'] })),
        );
        if (gallery.kind !== 'image') throw new ValidationError({ items: 'فقط گالری تصویری عکس دارد.' });
        const { items } = request.body;
        const mediaIds = [...new Set(items.map((i) => i.media))];
        // Locked until the commit: an upload cannot be deleted between this check and the new list's insert.
        const found = await lockRows(em, Media.meta.className, mediaIds, 'key share');
        const images = found.size ? await em.find(Media, { id: { $in: [...found] }, kind: 'image' }, { fields: ['id'] }) : [];
        if (images.length !== mediaIds.length) throw new ValidationError({ items: 'یکی از تصاویر پیدا نشد یا تصویر نیست.' });
        const change = await uow.begin(
          { resource: 'gallery', revisions: { resource: 'gallery', snapshot: (tx) => gallerySnapshot(tx, gallery) } },
          true,
        );
        await replaceItems(em, gallery, items);
        // The photos are the gallery's: its version rises with them, so an edit form open on the old list is stale.
        gallery.updatedAt = new Date();
        await em.flush();
        await change.done(id, { audit: [{ action: 'update', fields: ['items'] }] });
        return readItems(em, id);
      }),
  );
}
