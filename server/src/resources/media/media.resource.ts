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
  routes: mediaUploadRoutes,
};
