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
