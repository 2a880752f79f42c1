import type { EntityManager } from '@mikro-orm/core';
import type { CacheTag } from '../cache/tags.js';
import { PAGES } from './pages.js';
import type { SitemapSection, SitemapUrl } from './sitemap-section.js';
import { xml } from './xml.js';

/** The sitemap protocol's ceiling of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * URLs per page, far under the ceiling (as WordPress's SEO plugins keep them): a news URL with its
 * percent-encoded Persian slug is ~320 bytes, so 50,000 make 16 MB of XML whose conversion to bytes alone
 * holds the event loop for some 30 ms. At 1,000 a page is ~330 KB (about 40 KB compressed), built in a
 * few milliseconds, sent from memory almost as fast as any page, and cheap to rebuild when news change;
 * 100k news make a hundred pages, far under the index's own ceiling of 50,000.
 */
export const SITEMAP_PAGE_URLS = 1_000;
/** Rows read per statement while a page is built: a millisecond or two of work between two reads. */
const CHUNK_ROWS = 1_000;

export interface SitemapOptions {
  /** URLs per sitemap page (tests use a small one to exercise the paging). */
  pageSize?: number;
  chunkRows?: number;
}

/** The section that lists the fixed pages. */
const FIXED = 'page';

/** The site's fixed pages (one short sitemap of their own) and the sections, as the page definitions declare them. */
function sitemapParts(): { fixed: SitemapUrl[]; sections: Map<string, SitemapSection> } {
  const fixed: { path: string; order: number }[] = [];
  const sections = new Map<string, SitemapSection>();
  for (const { route, sitemap } of Object.values(PAGES)) {
    if (!sitemap) continue;
    if ('path' in sitemap) {
      fixed.push(sitemap);
      continue;
    }
    const { section } = sitemap;
    const named = sections.get(section.name);
    if (section.name === FIXED || (named && named !== section))
      throw new Error(`the sitemap section "${section.name}" of the ${route} page is another section's name`);
    sections.set(section.name, section);
  }
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  return {
    fixed: fixed.sort(byOrder).map(({ path }) => ({ path })),
    sections: new Map([...sections.values()].sort(byOrder).map((s) => [s.name, s])),
  };
}

const { fixed: FIXED_PAGES, sections: SECTIONS } = sitemapParts();

export const SITEMAP_SECTIONS: readonly string[] = [FIXED, ...SECTIONS.keys()];

/** The index follows every section: made once, not on every request for it. */
const INDEX_TAGS: readonly CacheTag[] = [...new Set([...SECTIONS.values()].flatMap((s) => s.tags))];

/** What a sitemap file lists, so that it is rebuilt when that content changes. */
export const sitemapTags = (section: string | null): readonly CacheTag[] =>
  section === null ? INDEX_TAGS : (SECTIONS.get(section)?.tags ?? []);

export const sitemapPath = (section: string, page: number) => `/sitemaps/${section}-${page}.xml`;

/** `news-3.xml` → { section: 'news', page: 3 }; null for anything else. */
export function parseSitemapFile(file: string): { section: string; page: number } | null {
  const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(file);
  if (!match || !SITEMAP_SECTIONS.includes(match[1])) return null;
  return { section: match[1], page: Number(match[2]) };
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** `/sitemap.xml`: the sitemap index, one entry per non-empty page of each section. */
export async function sitemapIndexXml(
  em: EntityManager,
  origin: string,
  { pageSize = SITEMAP_PAGE_URLS }: SitemapOptions = {},
): Promise<string> {
  const pages = await Promise.all(
    [...SECTIONS.values()].map(async (section) => {
      // One statement per section: which id ranges hold at least one public row.
      const rows: { n: number }[] = await em.getConnection().execute(
        `select b.n from generate_series(1, ceil((select coalesce(max(t.id), 0) from ${section.from})::numeric / ?)::int) as b(n)
       where exists (select 1 from ${section.from} where ${section.where} and t.id > (b.n - 1) * ? and t.id <= b.n * ?) order by b.n`,
        [pageSize, pageSize, pageSize],
      );
      return rows.map((r) => sitemapPath(section.name, Number(r.n)));
    }),
  );
  const entries = [sitemapPath(FIXED, 1), ...pages.flat()].map((path) => `<sitemap><loc>${xml(origin + path)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * `/sitemaps/{section}-{page}.xml`: one page of URLs, read in chunks so that no stretch of work between
 * two reads holds the event loop for long; null for an unknown section or an empty page.
 */
export async function sitemapPageXml(
  em: EntityManager,
  origin: string,
  section: string,
  page: number,
  { pageSize = SITEMAP_PAGE_URLS, chunkRows = CHUNK_ROWS }: SitemapOptions = {},
): Promise<string | null> {
  const parts: string[] = [`${HEAD}<urlset ${NS}>\n`];
  // Paths come from publicPaths, every segment percent-encoded: nothing in them needs escaping in XML.
  const base = xml(origin);
  const add = (urls: SitemapUrl[]) =>
    parts.push(urls.map((u) => `<url><loc>${base}${u.path}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>\n`).join(''));
  if (section === FIXED) {
    if (page !== 1) return null;
    add(FIXED_PAGES);
  } else {
    const table = SECTIONS.get(section);
    if (!table || page < 1) return null;
    const end = page * pageSize;
    const limit = Math.min(chunkRows, pageSize);
    for (let after = (page - 1) * pageSize; ;) {
      const { urls, lastId } = await table.read(em, after, end, limit);
      if (urls.length) add(urls);
      if (lastId === null || urls.length < limit) break;
      after = lastId;
    }
  }
  if (parts.length === 1) return null;
  // One join into one flat string: a template around the parts would leave a rope to flatten later.
  parts.push('</urlset>\n');
  return parts.join('');
}
