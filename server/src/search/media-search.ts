import { toSearchKey } from '@meydan/shared-types/text';

/** What the library's search box matches: the alt text, and the file name for uploads that have none. */
export const MEDIA_SEARCH_FIELDS = ['originalName', 'alt'] as const;

export const mediaSearchKey = (media: { originalName: string; alt?: string | null }) =>
  toSearchKey(`${media.originalName} ${media.alt ?? ''}`);
