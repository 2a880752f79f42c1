import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { SocialLink } from '@meydan/shared-types/schemas';
import { baseProperties } from '../../db/base-properties.js';
import { Media } from '../media/media.entity.js';

export const BaseInformation = defineEntity({
  name: 'BaseInformation',
  properties: {
    ...baseProperties,
    siteTitle: p.string().length(100),
    siteDescription: p.string().length(400).nullable(),
    aboutHtml: p.text().default(''),
    logo: () => p.manyToOne(Media).nullable().deleteRule('set null'),
    contactEmail: p.string().length(200).nullable(),
    contactPhone: p.string().length(40).nullable(),
    address: p.string().length(500).nullable(),
    socialLinks: p.json<SocialLink[]>(),
    footerText: p.string().length(500).nullable(),
    shareImage: () => p.manyToOne(Media).nullable().deleteRule('set null'),
  },
});
export type IBaseInformation = InferEntity<typeof BaseInformation>;
