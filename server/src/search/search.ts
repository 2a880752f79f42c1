import type { EntityManager } from '@mikro-orm/core';
import { publicPaths, SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE, type SearchResult } from '@meydan/shared-types';
import { excerptAround, shownTerms, type Terms } from './excerpt.js';
import { htmlText } from './html-text.js';
import { expandQuery } from './lexicon.js';
import { matchPlan, type Hit, type Read } from './match-plan.js';
import { buildTsQuery, estimateMatches, matchTerms, parseQuery, type Expansions, type QueryWord } from './search-query.js';

export interface SearchPage {
  /** Matches in all, counted up to SEARCH_MAX_RESULTS (the results a reader can page to). */
  total: number;
  items: SearchResult[];
  terms: Terms;
}

export const EMPTY_SEARCH: SearchPage = { total: 0, items: [], terms: { words: [], prefixes: [] } };

interface Detail {
  type: 'news' | 'gallery';
  id: number;
  title: string;
  slug: string;
  excerpt_from: string | null;
  body: string | null;
  kind: 'image' | 'video' | null;
  published_at: Date | string;
}

/*
 * How well an item matches, in tiers: the exact query (corrections left out) in the title, the exact
 * query elsewhere, the corrected query in the title, the corrected query elsewhere; newest first within
 * a tier. A tier is read only when the ones before it ran out before the page's end; by then every
 * item of the earlier tiers is known, so reading a wider match newest first and dropping what was
 * already placed gives the next tier in order.
 */
function tiers(words: readonly QueryWord[], x: Expansions): Read[] {
  const exact = buildTsQuery(words, x, { typos: false });
  const any = buildTsQuery(words, x, { typos: true });
  const read = (field: 'title' | 'document', tsquery: string | null, typos: boolean): Read[] =>
    tsquery ? [{ field, tsquery, estimate: estimateMatches(words, x, { typos, field: field === 'title' ? 'titles' : 'docs' }) }] : [];
  return [
    ...read('title', exact, false),
    ...read('document', exact, false),
    ...(any !== exact ? [...read('title', any, true), ...read('document', any, true)] : []),
  ];
}

async function rankedPage(em: EntityManager, reads: Read[], offset: number, now: Date): Promise<Hit[]> {
  const depth = offset + SEARCH_PAGE_SIZE;
  const placed: Hit[] = [];
  const seen = new Set<string>();
  for (const read of reads) {
    for (const hit of await matchPlan.newest(em, read, depth, now)) {
      const key = `${hit.type}:${hit.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      placed.push(hit);
      if (placed.length === depth) return placed.slice(offset);
    }
  }
  return placed.slice(offset);
}

async function details(em: EntityManager, hits: Hit[]): Promise<Detail[]> {
  if (!hits.length) return [];
  const ids = (type: Hit['type']) =>
    `{${hits
      .filter((h) => h.type === type)
      .map((h) => h.id)
      .join(',')}}`;
  const rows: Detail[] = await em.getConnection().execute<Detail[]>(
    `select 'news' as type, id, title, slug, lead as excerpt_from, body, null as kind, published_at from news where id = any(?::int[])
     union all
     select 'gallery', id, title, slug, description, null, kind, published_at from gallery where id = any(?::int[])`,
    [ids('news'), ids('gallery')],
  );
  const byKey = new Map(rows.map((r) => [`${r.type}:${r.id}`, r]));
  return hits.flatMap((h) => byKey.get(`${h.type}:${h.id}`) ?? []);
}

/**
 * Published news and galleries matching `q`, best first, one page of them. Drafts, items scheduled for
 * later and deleted rows are never read: the filter is part of every statement that finds hits.
 */
export async function searchContent(em: EntityManager, q: string, page: number): Promise<SearchPage> {
  const words = parseQuery(q);
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  if (!words.length || offset >= SEARCH_MAX_RESULTS) return EMPTY_SEARCH;
  const expansions = await expandQuery(em, words);
  const reads = tiers(words, expansions);
  if (!reads.length) return EMPTY_SEARCH;
  const now = new Date();
  const hits = await rankedPage(em, reads, offset, now);
  const widest = reads[reads.length - 1];
  const total = offset === 0 && hits.length < SEARCH_PAGE_SIZE ? hits.length : await matchPlan.count(em, widest, now);
  const terms = matchTerms(words, expansions);
  const items = (await details(em, hits)).map((d) => toResult(d, terms));
  return { total, items, terms: shownTerms(terms, items) };
}

function toResult(r: Detail, terms: Terms): SearchResult {
  const publishedAt = new Date(r.published_at).toISOString();
  const { id, title, slug } = r;
  if (r.type === 'news') {
    return {
      kind: 'news',
      id,
      title,
      url: publicPaths.newsArticle(id, slug),
      publishedAt,
      excerpt: excerptAround([r.excerpt_from ?? '', htmlText(r.body ?? '')], terms),
    };
  }
  const kind = r.kind === 'video' ? 'video' : 'image';
  return {
    kind: kind === 'image' ? 'photo' : 'video',
    id,
    title,
    url: publicPaths.gallery(kind, id, slug),
    publishedAt,
    excerpt: excerptAround([r.excerpt_from ?? ''], terms),
  };
}
