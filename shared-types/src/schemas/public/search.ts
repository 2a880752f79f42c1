import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from '../common.js';

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

/** A player or team whose name matches the search: a link to their page, with what tells them apart. */
export const SearchEntitySchema = Type.Object({
  kind: Type.Union([Type.Literal('player'), Type.Literal('team')]),
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  /** The player's club, or the team's sport. */
  detail: Type.Union([Type.String(), Type.Null()]),
});
export type SearchEntity = Static<typeof SearchEntitySchema>;

/**
 * `/api/public/search`: the news and galleries matching in all (`total`) and one page of them, best first;
 * on the first page, players and teams whose name matches come before them.
 */
export const SearchResponseSchema = Type.Object({
  total: Type.Integer(),
  items: Type.Array(Type.Union([SearchEntitySchema, SearchResultSchema])),
});
export type SearchResponse = Static<typeof SearchResponseSchema>;

/** Folded words (and beginnings) to mark in the results, as `highlightSegments` takes them. */
export const SearchTermsSchema = Type.Object({
  words: Type.Array(Type.String()),
  prefixes: Type.Array(Type.String()),
});
