import type { EntityManager } from '@mikro-orm/core';
import { publicPaths } from '@meydan/shared-types';
import { Gallery, League, News, Sport, Tag } from '../db/entities.js';
import { mediaUrl } from '../storage/index.js';
import { iso } from './cards.js';
import { summarize } from './head.js';
import { loadLayout } from './layout.js';
import { publishedGallery, publishedNews } from './queries.js';

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&${({ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' } as const)[c as '<']};`);
const SITEMAP_NEWS = 5_000;
const RSS_ITEMS = 50;

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /api/', 'Disallow: /*/_payload.json', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Every public page worth indexing: sections, sports, league tables, tags, news and galleries. */
export async function sitemapXml(em: EntityManager, origin: string): Promise<string> {
  const [news, galleries, sports, leagues, tags] = await Promise.all([
    em.find(News, publishedNews(), { fields: ['id', 'slug', 'updatedAt'], orderBy: { publishedAt: 'desc' }, limit: SITEMAP_NEWS }),
    em.find(Gallery, publishedGallery(), { fields: ['id', 'slug', 'kind', 'updatedAt'], orderBy: { publishedAt: 'desc' }, limit: 2_000 }),
    em.find(Sport, { isActive: true }, { fields: ['id', 'slug'] }),
    em.find(League, { isActive: true }, { fields: ['id', 'slug'] }),
    em.find(Tag, {}, { fields: ['slug'], limit: 2_000, orderBy: { id: 'desc' } }),
  ]);
  const urls: { path: string; lastmod?: Date }[] = [
    { path: '/' }, { path: '/news' }, { path: '/gallery/photo' }, { path: '/gallery/video' }, { path: '/about' },
    ...sports.map((s) => ({ path: publicPaths.sport(s.id, s.slug) })),
    ...leagues.map((l) => ({ path: publicPaths.leagueTable(l.id, l.slug) })),
    ...tags.map((t) => ({ path: publicPaths.tag(t.slug) })),
    ...news.map((n) => ({ path: publicPaths.newsArticle(n.id, n.slug), lastmod: n.updatedAt })),
    ...galleries.map((g) => ({ path: publicPaths.gallery(g.kind, g.id, g.slug), lastmod: g.updatedAt })),
  ];
  const body = urls.map((u) => `<url><loc>${xml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${iso(u.lastmod)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body.join('\n')}\n</urlset>\n`;
}

/** RSS 2.0 of the latest news, of one sport when `sportId` is given; null for an unknown sport. */
export async function rssXml(em: EntityManager, origin: string, sportId: number | null): Promise<string | null> {
  const sport = sportId ? await em.findOne(Sport, { id: sportId }) : null;
  if (sportId && !sport) return null;
  const layout = await loadLayout(em);
  const news = await em.find(News, { $and: [publishedNews(), sport ? { sport: sport.id } : {}] }, {
    populate: ['cover', 'sport'], orderBy: { publishedAt: 'desc', id: 'desc' }, limit: RSS_ITEMS,
  });
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
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>`
    + `<title>${xml(title)}</title><link>${xml(link)}</link><description>${xml(layout.siteDescription)}</description>`
    + `<language>fa-IR</language><atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>`
    + `${items.join('\n')}</channel></rss>\n`;
}
