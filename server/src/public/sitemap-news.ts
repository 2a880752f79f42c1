import type { EntityManager } from '@mikro-orm/core';
import { publicPaths } from '@meydan/shared-types/public';
import { executePrepared } from '../db/prepared.js';
import { xml } from './xml.js';

/** Google News reads the articles of the last two days, at most 1,000 in one sitemap. */
export const NEWS_SITEMAP_MAX = 1_000;
export const NEWS_SITEMAP_DAYS = 2;
/** The publication's name and language, as Google News knows it. */
export const NEWS_PUBLICATION = { name: 'میدان', language: 'fa' } as const;

interface Row {
  id: number;
  slug: string;
  title: string;
  published: string;
}

/** Newest first, a walk of the publication-time index that stops at two days or the limit. */
export const NEWS_SITEMAP_ROWS = `select n.id, n.slug, n.title,
    to_char(n.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published
  from news n where n.status = 'published' and n.published_at <= ? and n.published_at > ?
  order by n.published_at desc, n.id desc limit ?`;

/** `/sitemap-news.xml`: the Google News sitemap of the last two days' articles. */
export async function newsSitemapXml(em: EntityManager, origin: string, now = new Date()): Promise<string> {
  const since = new Date(now.getTime() - NEWS_SITEMAP_DAYS * 86_400_000);
  const rows = await executePrepared<Row>(em, NEWS_SITEMAP_ROWS, [now, since, NEWS_SITEMAP_MAX]);
  const publication = `<news:publication><news:name>${xml(NEWS_PUBLICATION.name)}</news:name><news:language>${NEWS_PUBLICATION.language}</news:language></news:publication>`;
  const urls = rows.map(
    (r) =>
      `<url><loc>${xml(origin + publicPaths.newsArticle(r.id, r.slug))}</loc><news:news>${publication}` +
      `<news:publication_date>${r.published}</news:publication_date><news:title>${xml(r.title)}</news:title></news:news></url>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n' +
    (urls.length ? `${urls.join('\n')}\n` : '') +
    '</urlset>\n'
  );
}
