import type { EntityManager } from '@mikro-orm/core';
import { publicPaths, SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE } from '@meydan/shared-types/public';
import { type SearchResult } from '@meydan/shared-types/schemas';
import { excerptAround, matchExcerpt, openingExcerpt, shownTerms, type Terms } from './excerpt.js';
import { htmlText } from './html-text.js';
import { expandQuery } from './lexicon.js';
import { executePrepared } from '../db/prepared.js';
import { matchPage, type Detail, type MatchPlan, type Read } from './match-plan.js';
import { buildTsQuery, matchTerms, parseQuery, wordMatches, type Expansions, type QueryWord } from './search-query.js';

export interface SearchPage {
  /** Matches in all, counted up to SEARCH_MAX_RESULTS (the results a reader can page to). */
  total: number;
  items: SearchResult[];
  terms: Terms;
}

export const EMPTY_SEARCH: SearchPage = { total: 0, items: [], terms: { words: [], prefixes: [] } };

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
  const read = (field: 'title' | 'document', tsquery: string | null, typos: boolean): Read[] => {
    if (!tsquery) return [];
    const perWord = wordMatches(words, x, { typos, field: field === 'title' ? 'titles' : 'docs' });
    const inTitles = field === 'title' ? buildTsQuery(words, x, { typos, inTitles: true }) : null;
    return [{ field, tsquery, perWord, walkQuery: inTitles ?? tsquery }];
  };
  return [
    ...read('title', exact, false),
    ...read('document', exact, false),
    ...(any !== exact ? [...read('title', any, true), ...read('document', any, true)] : []),
  ];
}

/**
 * Published news and galleries matching `q`, best first, one page of them. Drafts, items scheduled for
 * later and deleted rows are never read: the filter is part of every statement that finds hits.
 */
export async function searchContent(em: EntityManager, q: string, page: number, plan?: MatchPlan): Promise<SearchPage> {
  const words = parseQuery(q);
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  if (!words.length || offset >= SEARCH_MAX_RESULTS) return EMPTY_SEARCH;
  const expansions = await expandQuery(em, words);
  const reads = tiers(words, expansions);
  if (!reads.length) return EMPTY_SEARCH;
  const { total, rows } = await matchPage(em, reads, offset, plan);
  const terms = matchTerms(words, expansions);
  // A lead with a match is the excerpt; the others are read with their body's opening, in one statement.
  const fromLead = rows.map((r) => (r.type === 'news' ? matchExcerpt(r.excerpt_from ?? '', terms) : null));
  const bodies = await bodyOpenings(
    em,
    rows.flatMap((r, i) => (r.type === 'news' && fromLead[i] === null ? [r.id] : [])),
  );
  const items = rows.map((d, i) => toResult(d, fromLead[i] ?? excerptOf(d, bodies.get(d.id), terms)));
  return { total, items, terms: shownTerms(terms, items) };
}

/**
 * Excerpts come from the lead and the opening of the body: a match further down is not worth reading
 * and folding a whole long article for, and the lead stands in for it. The opening is read with one
 * more character, to tell a cut body from a whole one, and only for items whose lead holds no match.
 */
const BODY_OPENING = 4000;

async function bodyOpenings(em: EntityManager, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await executePrepared<{ id: number; body: string | null }>(
    em,
    `select id, left(body, ${BODY_OPENING + 1}) as body from news where id = any((select ?::int[])::int[])`,
    [`{${ids.join(',')}}`],
  );
  return new Map(rows.map((r) => [r.id, r.body ?? '']));
}

/** The body's opening as read, cut after a tag. */
const bodyOpening = (html: string) =>
  html.length <= BODY_OPENING ? html : html.slice(0, html.lastIndexOf('>', BODY_OPENING) + 1 || BODY_OPENING);

/** A gallery's excerpt, or a news item's whose lead holds no match: its body's, else an opening. */
function excerptOf(r: Detail, body: string | undefined, terms: Terms): string {
  const lead = r.excerpt_from ?? '';
  if (body === undefined) return excerptAround([lead], terms);
  const text = htmlText(bodyOpening(body));
  return matchExcerpt(text, terms) ?? openingExcerpt([lead, text]);
}

function toResult(r: Detail, excerpt: string): SearchResult {
  const publishedAt = new Date(r.published_at).toISOString();
  const { id, title, slug } = r;
  if (r.type === 'news') return { kind: 'news', id, title, url: publicPaths.newsArticle(id, slug), publishedAt, excerpt };
  const kind = r.kind === 'video' ? 'video' : 'image';
  return { kind: kind === 'image' ? 'photo' : 'video', id, title, url: publicPaths.gallery(kind, id, slug), publishedAt, excerpt };
}
