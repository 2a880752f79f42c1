import type { EntityManager } from '@mikro-orm/core';
import type { LayoutData } from '@meydan/shared-types/schemas';
import { imageJson } from './card-rows.js';
import type { MediaUrl } from '../storage/index.js';
import { toPublicImage, type StoredImage } from './images.js';

const FALLBACK_TITLE = 'میدان';

interface InfoRow {
  siteTitle: string | null;
  siteDescription: string | null;
  logo: StoredImage | null;
  footerText: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  address: string | null;
  socialLinks: LayoutData['socialLinks'] | null;
}

/**
 * Header and footer data: the base information, active sports (the menu) and active leagues; three
 * statements of rows (every page's render reads it, see card-rows.ts on rows).
 */
export async function loadLayout(em: EntityManager, mediaUrl: MediaUrl): Promise<LayoutData> {
  const connection = em.getConnection();
  const [[info], sports, leagues] = await Promise.all([
    connection.execute<InfoRow[]>(
      `select b.site_title as "siteTitle", b.site_description as "siteDescription", ${imageJson('m')} as logo,
         b.footer_text as "footerText", b.contact_email as "contactEmail", b.contact_phone as "contactPhone",
         b.address, b.social_links as "socialLinks"
       from base_information b left join media m on m.id = b.logo_id where b.id > 0 order by b.id asc limit 1`,
    ),
    connection.execute<LayoutData['sports']>('select id, title, slug from sport where is_active order by sort_order asc, id asc'),
    connection.execute<LayoutData['leagues']>(
      'select id, title, slug, sport_id as sport from league where is_active order by sort_order asc, id asc limit 12',
    ),
  ]);
  const siteTitle = info?.siteTitle || FALLBACK_TITLE;
  return {
    siteTitle,
    siteDescription: info?.siteDescription ?? 'اخبار ورزشی، نتایج زنده، جدول لیگ‌ها، عکس و ویدیو',
    logo: toPublicImage(mediaUrl, info?.logo, siteTitle),
    sports,
    leagues,
    footerText: info?.footerText ?? `© ${siteTitle}`,
    contactEmail: info?.contactEmail ?? null,
    contactPhone: info?.contactPhone ?? null,
    address: info?.address ?? null,
    socialLinks: info?.socialLinks ?? [],
  };
}
