import type { EntityManager } from '@mikro-orm/core';
import type { LayoutData } from '@meydan/shared-types/schemas';
import { executePrepared } from '../db/prepared.js';
import { imageJson, jsonRows } from './card-rows.js';
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

const INFO = `select b.site_title as "siteTitle", b.site_description as "siteDescription", ${imageJson('m')} as logo,
    b.footer_text as "footerText", b.contact_email as "contactEmail", b.contact_phone as "contactPhone",
    b.address, b.social_links as "socialLinks"
  from base_information b left join media m on m.id = b.logo_id where b.id > 0 order by b.id asc limit 1`;

/**
 * Header and footer data: the base information, active sports (the menu) and active leagues, as one
 * prepared statement of rows (every page's render reads it, see card-rows.ts on rows; with the page
 * cache off, every page miss).
 */
const LAYOUT = `select (select row_to_json(i) from (${INFO}) i) as info,
  ${jsonRows('select id, title, slug, sort_order as "sortOrder" from sport where is_active', '"sortOrder" asc, id asc').sql} as sports,
  ${jsonRows('select id, title, slug, sport_id as sport, sort_order as "sortOrder" from league where is_active order by sort_order asc, id asc limit 12', '"sortOrder" asc, id asc').sql} as leagues`;

interface LayoutRow {
  info: InfoRow | null;
  sports: (LayoutData['sports'][number] & { sortOrder?: number })[];
  leagues: (LayoutData['leagues'][number] & { sortOrder?: number })[];
}

export async function loadLayout(em: EntityManager, mediaUrl: MediaUrl): Promise<LayoutData> {
  const [{ info, sports, leagues }] = await executePrepared<LayoutRow>(em, LAYOUT, []);
  const siteTitle = info?.siteTitle || FALLBACK_TITLE;
  return {
    siteTitle,
    siteDescription: info?.siteDescription ?? 'اخبار ورزشی، نتایج زنده، جدول لیگ‌ها، عکس و ویدیو',
    logo: toPublicImage(mediaUrl, info?.logo, siteTitle),
    sports: sports.map(({ id, title, slug }) => ({ id, title, slug })),
    leagues: leagues.map(({ id, title, slug, sport }) => ({ id, title, slug, sport })),
    footerText: info?.footerText ?? `© ${siteTitle}`,
    contactEmail: info?.contactEmail ?? null,
    contactPhone: info?.contactPhone ?? null,
    address: info?.address ?? null,
    socialLinks: info?.socialLinks ?? [],
  };
}
