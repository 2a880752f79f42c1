import type { MediaVariant } from '@meydan/shared-types/schemas';
import type { MediaUrl } from '../../storage/index.js';
import type { IMedia } from '../../model/media.entity.js';

/** The public shape of a stored variant list: URLs instead of storage keys. */
export function variantUrls(mediaUrl: MediaUrl, media: Pick<IMedia, 'variants'>): MediaVariant[] {
  return (media.variants ?? []).map((v) => ({ width: v.width, height: v.height, url: mediaUrl(v.key) }));
}
