import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime } from './common.js';

/** A signed preview link lives a day unless asked otherwise, two days at most: a leaked link does not live on. */
export const PREVIEW_LINK_MAX_HOURS = 48;
export const PREVIEW_LINK_DEFAULT_HOURS = 24;

export const PreviewLinkInputSchema = Type.Object({
  hours: Type.Optional(Type.Integer({ minimum: 1, maximum: PREVIEW_LINK_MAX_HOURS })),
});
export const PreviewLinkSchema = Type.Object({ id: Id, url: Type.String(), expiresAt: IsoDateTime });
export type PreviewLink = Static<typeof PreviewLinkSchema>;

/** A link still open, as the item's edit screen lists it: who handed it out, when, until when. */
export const IssuedPreviewLinkSchema = Type.Object({
  ...PreviewLinkSchema.properties,
  createdAt: IsoDateTime,
  issuedBy: Type.Object({ id: Id, displayName: Type.String() }),
});
export type IssuedPreviewLink = Static<typeof IssuedPreviewLinkSchema>;

/** Where an unpublished item is previewed: staff with a session, or anyone with a signed link. */
export const previewPath = (kind: 'news' | 'gallery', id: number) => `/preview/${kind}/${id}`;
