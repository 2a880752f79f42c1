import type { EntityManager } from '@mikro-orm/core';
import type { CacheTag } from '../cache/tags.js';

export interface SitemapRow {
  id: number;
  lastmod: string;
}
export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** A sitemap section of its own (`/sitemaps/{name}-{n}.xml`): the public rows of one table, one URL each. */
export interface SitemapSection {
  name: string;
  /** Its place among the sections of the sitemap index. */
  order: number;
  /** What the section lists, so that its pages are rebuilt when that content changes. */
  tags: readonly CacheTag[];
  /** `from` clause (the keyed table aliased `t`) and the conditions a public row meets. */
  from: string;
  where: string;
  read(em: EntityManager, fromId: number, toId: number, limit: number): Promise<{ urls: SitemapUrl[]; lastId: number | null }>;
}

/**
 * Where a page appears in the sitemap: as one fixed URL among the site's pages (`/sitemaps/page-1.xml`,
 * in `order`), or as the rows of its section; pages sharing a section (photo and video galleries) name
 * the same one.
 */
export type PageSitemap = { path: string; order: number } | { section: SitemapSection };

/** W3C datetime in UTC, formatted by the database: no Date to build and format per row here. */
const LASTMOD = `to_char(t.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod`;

/** An item readers may see: published, and its time has come. */
export const PUBLISHED_ROW = `t.status = 'published' and t.published_at <= now()`;

interface TableSpec {
  name: string;
  order: number;
  tags: readonly CacheTag[];
  from: string;
  /** Columns the URL is built from, besides the id. */
  columns: string;
  where: string;
}

/**
 * A section's rows are cut into pages by id range: page n holds the public rows with ids in
 * ((n-1)·size, n·size]. Ids are unique, so no page exceeds the size; a URL stays on the same page as
 * the site grows, and a page is read with a primary-key range scan, chunk by chunk (keyset on the id).
 */
export function sitemapSection<R extends SitemapRow>({ columns, ...spec }: TableSpec, path: (row: R) => string): SitemapSection {
  return {
    ...spec,
    async read(em, fromId, toId, limit) {
      const rows: R[] = await em
        .getConnection()
        .execute(
          `select t.id, ${LASTMOD}, ${columns} from ${spec.from} where ${spec.where} and t.id > ? and t.id <= ? order by t.id limit ?`,
          [fromId, toId, limit],
        );
      return { urls: rows.map((r) => ({ path: path(r), lastmod: r.lastmod })), lastId: rows.at(-1)?.id ?? null };
    },
  };
}
