import type { EntityManager } from '@mikro-orm/core';
import { DISPLAY_TIME_ZONE, jalaliFromEpochDay } from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import { gameSlug } from './cards.js';
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

interface Row {
  id: number;
  lastmod: string;
}
interface Url {
  path: string;
  lastmod?: string;
}

/** W3C datetime in UTC, formatted by the database: no Date to build and format per row here. */
const LASTMOD = `to_char(t.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod`;

interface Section {
  /** `from` clause (the keyed table aliased `t`) and the conditions a public row meets. */
  from: string;
  where: string;
  read(em: EntityManager, fromId: number, toId: number, limit: number): Promise<{ urls: Url[]; lastId: number | null }>;
}

/**
 * A section's rows are cut into pages by id range: page n holds the public rows with ids in
 * ((n-1)·size, n·size]. Ids are unique, so no page exceeds the size; a URL stays on the same page as
 * the site grows, and a page is read with a primary-key range scan, chunk by chunk (keyset on the id).
 */
function tableSection<R extends Row>(from: string, columns: string, where: string, path: (row: R) => string): Section {
  return {
    from,
    where,
    async read(em, fromId, toId, limit) {
      const rows: R[] = await em
        .getConnection()
        .execute(`select t.id, ${LASTMOD}, ${columns} from ${from} where ${where} and t.id > ? and t.id <= ? order by t.id limit ?`, [
          fromId,
          toId,
          limit,
        ]);
      return { urls: rows.map((r) => ({ path: path(r), lastmod: r.lastmod })), lastId: rows.at(-1)?.id ?? null };
    },
  };
}

const PUBLISHED = `t.status = 'published' and t.published_at <= now()`;

const TABLE_SECTIONS = {
  news: tableSection<Row & { slug: string }>('news t', 't.slug', PUBLISHED, (r) => publicPaths.newsArticle(r.id, r.slug)),
  gallery: tableSection<Row & { slug: string; kind: 'image' | 'video' }>('gallery t', 't.slug, t.kind', PUBLISHED, (r) =>
    publicPaths.gallery(r.kind, r.id, r.slug),
  ),
  game: tableSection<Row & { home: string; away: string }>(
    'game t join team h on h.id = t.home_team_id join team a on a.id = t.away_team_id',
    'h.title as home, a.title as away',
    'true',
    (r) => publicPaths.game(r.id, gameSlug({ homeTeam: { title: r.home }, awayTeam: { title: r.away } })),
  ),
  league: tableSection<Row & { slug: string }>('league t', 't.slug', 't.is_active', (r) => publicPaths.leagueTable(r.id, r.slug)),
  tag: tableSection<Row & { slug: string }>('tag t', 't.slug', 'true', (r) => publicPaths.tag(r.slug)),
  sport: tableSection<Row & { slug: string }>('sport t', 't.slug', 't.is_active', (r) => publicPaths.sport(r.id, r.slug)),
  team: tableSection<Row & { slug: string }>('team t', 't.slug', 'true', (r) => publicPaths.team(r.id, r.slug)),
  // Every Tehran day with a game, keyed by its number of days since 1970-01-01 (a page of 1,000 spans nearly three years).
  games: tableSection<Row>(
    `(select ((g.kickoff_at at time zone '${DISPLAY_TIME_ZONE}')::date - date '1970-01-01') as id, max(g.updated_at) as updated_at from game g group by 1) t`,
    't.id as day',
    'true',
    (r) => publicPaths.fixtures(jalaliFromEpochDay(r.id)),
  ),
} satisfies Record<string, Section>;

/** The site's fixed pages, one short sitemap of their own. */
const FIXED_PAGES: Url[] = [
  { path: publicPaths.home() },
  { path: publicPaths.newsList() },
  { path: publicPaths.photoList() },
  { path: publicPaths.videoList() },
  { path: publicPaths.about() },
  { path: publicPaths.fixtures() },
];

export type SitemapSection = 'page' | keyof typeof TABLE_SECTIONS;
export const SITEMAP_SECTIONS: readonly SitemapSection[] = ['page', ...(Object.keys(TABLE_SECTIONS) as (keyof typeof TABLE_SECTIONS)[])];

export const sitemapPath = (section: SitemapSection, page: number) => `/sitemaps/${section}-${page}.xml`;

/** `news-3.xml` → { section: 'news', page: 3 }; null for anything else. */
export function parseSitemapFile(file: string): { section: SitemapSection; page: number } | null {
  const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(file);
  if (!match || !(SITEMAP_SECTIONS as readonly string[]).includes(match[1])) return null;
  return { section: match[1] as SitemapSection, page: Number(match[2]) };
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
    Object.entries(TABLE_SECTIONS).map(async ([name, section]) => {
      // One statement per section: which id ranges hold at least one public row.
      const rows: { n: number }[] = await em.getConnection().execute(
        `select b.n from generate_series(1, ceil((select coalesce(max(t.id), 0) from ${section.from})::numeric / ?)::int) as b(n)
       where exists (select 1 from ${section.from} where ${section.where} and t.id > (b.n - 1) * ? and t.id <= b.n * ?) order by b.n`,
        [pageSize, pageSize, pageSize],
      );
      return rows.map((r) => sitemapPath(name as SitemapSection, Number(r.n)));
    }),
  );
  const entries = [sitemapPath('page', 1), ...pages.flat()].map((path) => `<sitemap><loc>${xml(origin + path)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * `/sitemaps/{section}-{page}.xml`: one page of URLs, read in chunks so that no stretch of work between
 * two reads holds the event loop for long; null for an unknown section or an empty page.
 */
export async function sitemapPageXml(
  em: EntityManager,
  origin: string,
  section: SitemapSection,
  page: number,
  { pageSize = SITEMAP_PAGE_URLS, chunkRows = CHUNK_ROWS }: SitemapOptions = {},
): Promise<string | null> {
  const parts: string[] = [`${HEAD}<urlset ${NS}>\n`];
  // Paths come from publicPaths, every segment percent-encoded: nothing in them needs escaping in XML.
  const base = xml(origin);
  const add = (urls: Url[]) =>
    parts.push(urls.map((u) => `<url><loc>${base}${u.path}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>\n`).join(''));
  if (section === 'page') {
    if (page !== 1) return null;
    add(FIXED_PAGES);
  } else {
    const table = TABLE_SECTIONS[section];
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
