import { GalleryInputSchema, GallerySchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { ValidationError } from '../../http-errors.js';
import { News } from '../../model/news.entity.js';
import { gallerySearchVector } from '../../model/search-vector.js';
import { checkPublication, stateWhere } from '../publication-rules.js';
import { Gallery } from '../../model/gallery.entity.js';
import { galleryItemRoutes } from './gallery-items.routes.js';
import { galleryRevisions } from './gallery-revisions.js';

export const galleryResource = defineResource({
  name: 'gallery',
  entity: Gallery,
  createSchema: GalleryInputSchema,
  recordSchema: GallerySchema,
  sortable: ['title', 'publishedAt', 'status', 'viewCount', 'kind', 'itemCount'],
  defaultSort: ['publishedAt', 'DESC'],
  populate: ['tags'],
  listOmits: ['description'],
  filters: {
    kind: { kind: 'enum', values: ['image', 'video'] },
    status: { kind: 'enum', values: ['draft', 'published'] },
    state: { kind: 'enum', values: ['draft', 'scheduled', 'published'], where: stateWhere },
    sport: { kind: 'id' },
    tag: { kind: 'id', field: 'tags' },
    publishedAt_gte: { kind: 'date', op: '$gte' },
    publishedAt_lte: { kind: 'date', op: '$lte' },
  },
  searchFields: ['title', 'description'],
  searchVector: gallerySearchVector,
  slugFrom: 'title',
  textFields: ['title', 'description'],
  revisions: galleryRevisions,
  async prepare(ctx) {
    const { existing, next } = ctx;
    if (existing && next.kind !== existing.kind) {
      throw new ValidationError({ kind: 'نوع گالری پس از ساخت تغییر نمی‌کند.' });
    }
    if (next.kind === 'video' && next.status === 'published') {
      if (!next.video && !next.videoUrl)
        throw new ValidationError({ video: 'برای انتشار، فایل ویدیو را بارگذاری کنید یا نشانی آن را وارد کنید.' });
    }
    await checkPublication(
      ctx,
      {
        getShortCodeTaken: async (code) =>
          !!(await ctx.em.findOne(Gallery, { shortCode: code })) || !!(await ctx.em.findOne(News, { shortCode: code })),
      },
      next.kind === 'image',
    );
  },
  routes: galleryItemRoutes,
});
