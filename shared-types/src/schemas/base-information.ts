import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OptionalText, RecordBase, RefId, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';

export const SocialLinkSchema = Type.Object({
  network: Type.Union(
    ['telegram', 'instagram', 'x', 'aparat', 'youtube', 'bale', 'eitaa', 'rubika', 'website'].map((n) => Type.Literal(n)),
  ),
  url: Type.String({ format: 'uri', pattern: '^https?://', maxLength: 300 }),
});
export type SocialLink = Static<typeof SocialLinkSchema>;

export const BaseInformationInputSchema = Type.Object({
  ...VersionInput,
  siteTitle: Type.String({ minLength: 1, maxLength: TEXT_MAX.siteTitle }),
  siteDescription: Type.Optional(OptionalText(TEXT_MAX.seoDescription)),
  aboutHtml: Type.Optional(Type.String({ maxLength: 100_000 })),
  logo: Type.Optional(RefId),
  contactEmail: Type.Optional(Nullable(Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: TEXT_MAX.email })]))),
  contactPhone: Type.Optional(OptionalText(TEXT_MAX.phone)),
  address: Type.Optional(OptionalText(TEXT_MAX.address)),
  socialLinks: Type.Optional(Type.Array(SocialLinkSchema, { maxItems: 12 })),
  footerText: Type.Optional(OptionalText(TEXT_MAX.footerText)),
  shareImage: Type.Optional(RefId),
});
export const BaseInformationSchema = Type.Object({
  ...RecordBase,
  siteTitle: Type.String(),
  siteDescription: OptionalText(TEXT_MAX.seoDescription),
  aboutHtml: Type.String(),
  logo: RefId,
  contactEmail: Nullable(Type.String()),
  contactPhone: OptionalText(TEXT_MAX.phone),
  address: OptionalText(TEXT_MAX.address),
  socialLinks: Type.Array(SocialLinkSchema),
  footerText: OptionalText(TEXT_MAX.footerText),
  shareImage: RefId,
});
export type BaseInformation = Static<typeof BaseInformationSchema>;
