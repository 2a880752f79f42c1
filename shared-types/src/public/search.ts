import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from '../schemas/common.js';

const SearchResultKindSchema = Type.Union([Type.Literal('news'), Type.Literal('photo'), Type.Literal('video')]);

/** One search hit: a published news item or gallery, with a short excerpt around what matched. */
export const SearchResultSchema = Type.Object({
  kind: SearchResultKindSchema,
  id: Type.Integer(),
  title: Type.String(),
  /** Path of the item's canonical page. */
  url: Type.String(),
  publishedAt: IsoDateTime,
  excerpt: Type.String(),
});
export type SearchResult = Static<typeof SearchResultSchema>;

/** `/api/public/search`: the matches in all (`total`) and one page of them, best first. */
export const SearchResponseSchema = Type.Object({
  total: Type.Integer(),
  items: Type.Array(SearchResultSchema),
});
export type SearchResponse = Static<typeof SearchResponseSchema>;

/** Folded words (and beginnings) to mark in the results, as `highlightSegments` takes them. */
export const SearchTermsSchema = Type.Object({
  words: Type.Array(Type.String()),
  prefixes: Type.Array(Type.String()),
});

/** Results per page. */
export const SEARCH_PAGE_SIZE = 20;
/**
 * Results a reader can page to (ten pages), and the most `total` counts: counting every match of a
 * common word reads every matching row, and a reader who has not found it in ten pages of best
 * matches narrows the query instead.
 */
export const SEARCH_MAX_RESULTS = 200;
/** Queries are cut to this many characters, in the box and on the server. */
export const SEARCH_MAX_CHARS = 100;

/**
 * A query as the server reads it: spaces collapsed, trimmed, cut to SEARCH_MAX_CHARS characters (whole
 * code points, so an emoji is never split into an invalid half).
 */
export const boundSearchQuery = (q: string): string => Array.from(q.replace(/\s+/g, ' ').trim()).slice(0, SEARCH_MAX_CHARS).join('').trim();
