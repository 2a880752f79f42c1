import { GalleryInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { ValidationError } from '../../plugins/http-errors.js';
import { idOf } from '../id-of.js';
import { News } from '../news/news.entity.js';
import { gallerySearchVector } from '../../search/search-vector.js';
import { checkPublication, stateWhere } from '../publication-rules.js';
import { Gallery } from './gallery.entity.js';
import { galleryItemRoutes } from './gallery-items.routes.js';

export const galleryResource: ResourceDefinition = {
  name: 'gallery',
  entity: Gallery as never,
  createSchema: GalleryInputSchema,
  sortable: ['title', 'publishedAt', 'status', 'viewCount', 'kind', 'itemCount'],
  defaultSort: ['publishedAt', 'DESC'],
  populate: ['tags'],
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
  async prepare(ctx) {
    const { data, existing } = ctx;
    if (existing && data.kind !== undefined && data.kind !== existing.kind) {
      throw new ValidationError({ kind: 'نوع گالری پس از ساخت تغییر نمی‌کند.' });
    }
    const kind = data.kind ?? existing?.kind;
    const status = data.status ?? existing?.status;
    if (kind === 'video' && status === 'published') {
      const video = data.video !== undefined ? data.video : idOf(existing?.video);
      const url = data.videoUrl !== undefined ? data.videoUrl : existing?.videoUrl;
      if (!video && !url) throw new ValidationError({ video: 'برای انتشار، فایل ویدیو را بارگذاری کنید یا نشانی آن را وارد کنید.' });
    }
    await checkPublication(ctx, {
      getShortCodeTaken: async (code) =>
        !!(await ctx.em.findOne(Gallery, { shortCode: code })) || !!(await ctx.em.findOne(News, { shortCode: code })),
    }, kind === 'image');
  },
  routes: galleryItemRoutes,
};
