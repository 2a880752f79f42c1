import type { EntityManager } from '@mikro-orm/core';
import { publicPaths } from '@meydan/shared-types/public';
import { News } from '../model/news.entity.js';
import { Sport } from '../model/sport.entity.js';
import type { MediaUrl } from '../storage/index.js';
import { summarize } from './head.js';
import { loadLayout } from './layout.js';
import { publishedNews } from './queries.js';
import { xml } from './xml.js';

const RSS_ITEMS = 50;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /auth',
    'Disallow: /api/',
    'Disallow: /*/_payload.json',
    // Search results are made of the pages the sitemap lists; a crawler following queries finds no end.
    'Disallow: /search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/sitemap-news.xml`,
    '',
  ].join('\n');
}

/** RSS 2.0 of the latest news, of one sport when `sportId` is given; null for an unknown sport. */
export async function rssXml(em: EntityManager, origin: string, mediaUrl: MediaUrl, sportId: number | null): Promise<string | null> {
  const sport = sportId ? await em.findOne(Sport, { id: sportId }) : null;
  if (sportId && !sport) return null;
  const layout = await loadLayout(em, mediaUrl);
  const news = await em.find(
    News,
    { $and: [publishedNews(), sport ? { sport: sport.id } : {}] },
    {
      populate: ['cover', 'sport'],
      orderBy: { publishedAt: 'desc', id: 'desc' },
      limit: RSS_ITEMS,
    },
  );
  const title = sport ? `${layout.siteTitle} | ${sport.title}` : layout.siteTitle;
  const link = origin + (sport ? publicPaths.sport(sport.id, sport.slug) : '/');
  const self = `${origin}/rss.xml${sport ? `?sport=${sport.id}` : ''}`;
  const items = news.map((n) => {
    const url = origin + publicPaths.newsArticle(n.id, n.slug);
    const cover = n.cover ? mediaUrl(n.cover.variants?.[0]?.key ?? n.cover.storageKey) : null;
    return [
      '<item>',
      `<title>${xml(n.title)}</title>`,
      `<link>${xml(url)}</link>`,
      `<guid isPermaLink="true">${xml(url)}</guid>`,
      `<pubDate>${new Date(n.publishedAt ?? n.createdAt).toUTCString()}</pubDate>`,
      `<description>${xml(summarize(n.lead || n.body, 400))}</description>`,
      n.sport ? `<category>${xml(n.sport.title)}</category>` : '',
      cover ? `<enclosure url="${xml(new URL(cover, origin).href)}" type="image/webp" length="0"/>` : '',
      '</item>',
    ].join('');
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${xml(title)}</title><link>${xml(link)}</link><description>${xml(layout.siteDescription)}</description>` +
    `<language>fa-IR</language><atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>` +
    `${items.join('\n')}</channel></rss>\n`
  );
}
