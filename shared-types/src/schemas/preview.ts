import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './common.js';

/** Hours a signed preview link stays valid: a day unless asked otherwise, a week at most. */
export const PreviewLinkInputSchema = Type.Object({ hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 168 })) });
export const PreviewLinkSchema = Type.Object({ url: Type.String(), expiresAt: IsoDateTime });
export type PreviewLink = Static<typeof PreviewLinkSchema>;

/** Where an unpublished item is previewed: staff with a session, or anyone with a signed link. */
export const previewPath = (kind: 'news' | 'gallery', id: number) => `/preview/${kind}/${id}`;
