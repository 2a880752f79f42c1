import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import type { SocialLink } from '@meydan/shared-types/schemas';
import { baseProperties } from './base-properties.js';
import { Media } from './media.entity.js';

export const BaseInformation = defineEntity({
  name: 'BaseInformation',
  properties: {
    ...baseProperties,
    siteTitle: p.string().length(TEXT_MAX.siteTitle),
    siteDescription: p.string().length(TEXT_MAX.seoDescription).nullable(),
    aboutHtml: p.text().default(''),
    logo: () => p.manyToOne(Media).nullable().deleteRule('set null'),
    contactEmail: p.string().length(TEXT_MAX.email).nullable(),
    contactPhone: p.string().length(TEXT_MAX.phone).nullable(),
    address: p.string().length(TEXT_MAX.address).nullable(),
    socialLinks: p.json<SocialLink[]>(),
    footerText: p.string().length(TEXT_MAX.footerText).nullable(),
    shareImage: () => p.manyToOne(Media).nullable().deleteRule('set null'),
  },
});
export type IBaseInformation = InferEntity<typeof BaseInformation>;
