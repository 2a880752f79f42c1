import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MediaInputSchema, MediaSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { lockRows } from '../../crud/row-locks.js';
import { HttpError } from '../../http-errors.js';
import { variantUrls } from './media-url.js';
import { MEDIA_SEARCH_FIELDS } from '../../model/media-search.js';
import { describeUses, MediaUsage } from './media-usage.js';
import { Media } from '../../model/media.entity.js';
import { mediaUploadRoutes } from './media-upload.routes.js';

/** Where uploads are used, read once from the ORM's metadata (the filters and hooks have only an entity manager). */
const usageOf = (em: EntityManager) => MediaUsage.of(em.getMetadata());

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
      where: (unused: boolean, em) => {
        const usage = usageOf(em);
        return { [raw((a: string) => (unused ? `(${usage.unusedSql(a)})` : `not (${usage.unusedSql(a)})`))]: [] };
      },
    },
  },
  // The library is searched by alt text; the file name helps find an upload that has none yet.
  searchFields: MEDIA_SEARCH_FIELDS,
  textFields: ['alt'],
  hidden: ['storageKey'],
  async decorate(records, entities, em, app) {
    const uses = await usageOf(em).usesOf(
      em,
      entities.map((m) => m.id),
    );
    records.forEach((r, i) => {
      const media = entities[i];
      r.url = app.mediaUrl(media.storageKey);
      r.variants = variantUrls(app.mediaUrl, media);
      r.usedBy = uses.get(media.id) ?? [];
    });
  },
  async beforeDelete({ em, existing }) {
    // Locked until the delete commits: a save linking to this upload (it locks what it links to) either
    // committed before, and is counted below, or waits and then finds the upload gone.
    await lockRows(em, Media.meta.className, [existing.id], 'update');
    const uses = (await usageOf(em).usesOf(em, [existing.id])).get(existing.id) ?? [];
    if (uses.length) {
      throw new HttpError(
        409,
        `این فایل هنوز در ${describeUses(uses)} به کار رفته است و حذف نمی‌شود؛ نخست آن را از آن‌جا بردارید یا با فایل دیگری جایگزین کنید.`,
      );
    }
  },
  async afterDelete(media, { app }) {
    const keys = [media.storageKey, ...(media.variants ?? []).map((v) => v.key)];
    const results = await Promise.allSettled(keys.map((key) => app.storage.remove(key)));
    const left = keys.filter((_, i) => results[i].status === 'rejected');
    // The record is already gone and a stray file only costs space, so the delete still succeeds.
    if (left.length) app.log.warn({ keys: left }, 'media files left in storage after their record was deleted');
  },
  routes: mediaUploadRoutes,
});
