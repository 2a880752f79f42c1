import type { EntityManager } from '@mikro-orm/core';
import type { LayoutData } from '@meydan/shared-types';
import { BaseInformation, League, Sport } from '../db/entities.js';
import { toPublicImage } from './images.js';

const FALLBACK_TITLE = 'میدان';

/** Header and footer data: the base information, active sports (the menu) and active leagues. */
export async function loadLayout(em: EntityManager): Promise<LayoutData> {
  const [info, sports, leagues] = await Promise.all([
    em.findOne(BaseInformation, { id: { $gt: 0 } }, { populate: ['logo'], orderBy: { id: 'asc' } }),
    em.find(Sport, { isActive: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
    em.find(League, { isActive: true }, { orderBy: { sortOrder: 'asc', id: 'asc' }, limit: 12 }),
  ]);
  const siteTitle = info?.siteTitle || FALLBACK_TITLE;
  return {
    siteTitle,
    siteDescription: info?.siteDescription ?? 'اخبار ورزشی، نتایج زنده، جدول لیگ‌ها، عکس و ویدیو',
    logo: toPublicImage(info?.logo, siteTitle),
    sports: sports.map((s) => ({ id: s.id, title: s.title, slug: s.slug })),
    leagues: leagues.map((l) => ({ id: l.id, title: l.title, slug: l.slug, sport: l.sport.id })),
    footerText: info?.footerText ?? `© ${siteTitle}`,
    contactEmail: info?.contactEmail ?? null,
    contactPhone: info?.contactPhone ?? null,
    address: info?.address ?? null,
    socialLinks: info?.socialLinks ?? [],
  };
}
