import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OptionalText, RecordBase, RefId, VersionInput } from './common.js';

export const SocialLinkSchema = Type.Object({
  network: Type.Union(
    ['telegram', 'instagram', 'x', 'aparat', 'youtube', 'bale', 'eitaa', 'rubika', 'website'].map((n) => Type.Literal(n)),
  ),
  url: Type.String({ format: 'uri', pattern: '^https?://', maxLength: 300 }),
});
export type SocialLink = Static<typeof SocialLinkSchema>;

export const BaseInformationInputSchema = Type.Object({
  ...VersionInput,
  siteTitle: Type.String({ minLength: 1, maxLength: 100 }),
  siteDescription: Type.Optional(OptionalText(400)),
  aboutHtml: Type.Optional(Type.String({ maxLength: 100_000 })),
  logo: Type.Optional(RefId),
  contactEmail: Type.Optional(Nullable(Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 200 })]))),
  contactPhone: Type.Optional(OptionalText(40)),
  address: Type.Optional(OptionalText(500)),
  socialLinks: Type.Optional(Type.Array(SocialLinkSchema, { maxItems: 12 })),
  footerText: Type.Optional(OptionalText(500)),
  shareImage: Type.Optional(RefId),
});
export const BaseInformationSchema = Type.Object({
  ...RecordBase,
  siteTitle: Type.String(),
  siteDescription: OptionalText(400),
  aboutHtml: Type.String(),
  logo: RefId,
  contactEmail: Nullable(Type.String()),
  contactPhone: OptionalText(40),
  address: OptionalText(500),
  socialLinks: Type.Array(SocialLinkSchema),
  footerText: OptionalText(500),
  shareImage: RefId,
});
export type BaseInformation = Static<typeof BaseInformationSchema>;
