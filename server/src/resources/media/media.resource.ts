import { raw } from '@mikro-orm/core';
import { MediaInputSchema, MediaSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { HttpError } from '../../http-errors.js';
import { mediaUrl, variantUrls } from './media-url.js';
import { MEDIA_SEARCH_FIELDS } from '../../search/media-search.js';
import { describeUses, MediaUsage } from './media-usage.js';
import { Media } from '../../model/media.entity.js';
import { mediaUploadRoutes } from './media-upload.routes.js';

/** Built from the ORM's metadata when the routes are registered (the filters have no entity manager). */
let usage: MediaUsage | null = null;
const usageOf = () => {
  if (!usage) throw new Error('media routes not registered');
  return usage;
};

export const mediaResource = defineResource({
  name: 'media',
  entity: Media,
  createSchema: MediaInputSchema,
  updateSchema: MediaInputSchema,
  recordSchema: MediaSchema,
  // Files arrive through the multipart upload route, not as JSON.
  canCreate: false,
  sortable: ['originalName', 'size', 'kind'],
  filters: {
    kind: { kind: 'enum', values: ['image', 'video'] },
    createdAt_gte: { kind: 'date', op: '$gte' },
    createdAt_lte: { kind: 'date', op: '$lte' },
    // Referenced by nothing: what the library offers to clean up, and what prune-unused deletes.
    unused: {
      kind: 'boolean',
      where: (unused: boolean) => ({
        [raw((a: string) => (unused ? `(${usageOf().unusedSql(a)})` : `not (${usageOf().unusedSql(a)})`))]: [],
      }),
    },
  },
  // The library is searched by alt text; the file name helps find an upload that has none yet.
  searchFields: MEDIA_SEARCH_FIELDS,
  textFields: ['alt'],
  hidden: ['storageKey'],
  async decorate(records, entities, em) {
    const uses = await usageOf().usesOf(
      em,
      entities.map((m) => m.id),
    );
    records.forEach((r, i) => {
      const media = entities[i];
      r.url = mediaUrl(media.storageKey);
      r.variants = variantUrls(media);
      r.usedBy = uses.get(media.id) ?? [];
    });
  },
  async beforeDelete({ em, existing }) {
    const uses = (await usageOf().usesOf(em, [existing.id])).get(existing.id) ?? [];
    if (uses.length) {
      throw new HttpError(
        409,
        `این فایل هنوز در ${describeUses(uses)} به کار رفته است و حذف نمی‌شود؛ نخست آن را از آن‌جا بردارید یا با فایل دیگری جایگزین کنید.`,
      );
    }
  },
  async afterDelete(media, request) {
    const keys = [media.storageKey, ...(media.variants ?? []).map((v) => v.key)];
    const results = await Promise.allSettled(keys.map((key) => request.server.storage.remove(key)));
    const left = keys.filter((_, i) => results[i].status === 'rejected');
    // The record is already gone and a stray file only costs space, so the delete still succeeds.
    if (left.length) request.log.warn({ keys: left }, 'media files left in storage after their record was deleted');
  },
  routes(app) {
    usage ??= new MediaUsage(app.orm.getMetadata());
    mediaUploadRoutes(app);
  },
});
