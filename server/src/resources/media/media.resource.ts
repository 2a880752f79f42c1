import { MediaInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { mediaUrl, variantUrls } from './media-url.js';
import { Media, type IMedia } from './media.entity.js';
import { mediaUploadRoutes } from './media-upload.routes.js';

export const mediaResource: ResourceDefinition = {
  name: 'media',
  entity: Media as never,
  createSchema: MediaInputSchema,
  updateSchema: MediaInputSchema,
  // Files arrive through the multipart upload route, not as JSON.
  canCreate: false,
  sortable: ['originalName', 'size', 'kind'],
  filters: { kind: { kind: 'enum', values: ['image', 'video'] } },
  searchFields: ['originalName', 'alt'],
  textFields: ['alt'],
  hidden: ['storageKey'],
  decorate(records: Record<string, unknown>[], entities: object[]) {
    records.forEach((r, i) => {
      const media = entities[i] as IMedia;
      r.url = mediaUrl(media.storageKey);
      r.variants = variantUrls(media);
    });
  },
  async afterDelete(entity, request) {
    const media = entity as unknown as IMedia;
    const keys = [media.storageKey, ...(media.variants ?? []).map((v) => v.key)];
    const results = await Promise.allSettled(keys.map((key) => request.server.storage.remove(key)));
    const left = keys.filter((_, i) => results[i].status === 'rejected');
    // The record is already gone and a stray file only costs space, so the delete still succeeds.
    if (left.length) request.log.warn({ keys: left }, 'media files left in storage after their record was deleted');
  },
  routes: mediaUploadRoutes,
};
