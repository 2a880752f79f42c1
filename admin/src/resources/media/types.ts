import type { Media, MediaUse } from '@meydan/shared-types';

/** An upload as the media list serves it: the record and every place it is used. */
export type MediaRecord = Media & { usedBy: MediaUse[] };
