import { describe, expect, it } from 'vitest';
import { MATCH_PLAN, pageStatement, type Read } from './match-plan.js';

const ROWS = 100_000;
const reads = (tsqueries: readonly string[], estimate: number): Read[] =>
  tsqueries.map((tsquery, i) => ({
    field: i % 2 === 0 ? 'title' : 'document',
    tsquery,
    walkQuery: tsquery,
    estimate,
    perWord: [estimate],
  }));

/*
 * A search's page statement is kept prepared on each pooled connection with one generic plan, so that
 * no search pays for planning it: that holds only while one text serves every query of one shape.
 */
describe('the page statement of a search', () => {
  it('is one text for every query of one shape, with only the words as parameters', () => {
    for (const estimate of [50, 40_000]) {
      const a = pageStatement(reads(["'پرسپولیس'", "'پرسپولیس'"], estimate), 0, MATCH_PLAN, ROWS);
      const b = pageStatement(reads(["'استقلال' & 'تهران'", "'استقلال' & ( 'تهران' | 'مهران' )"], estimate), 0, MATCH_PLAN, ROWS);
      expect(b.sql).toBe(a.sql);
      // No time and no number among the parameters: the time is PostgreSQL's, the numbers are in the text.
      expect(a.params.every((p) => typeof p === 'string' && p.startsWith("'"))).toBe(true);
      expect(a.sql).toContain('now()');
    }
  });

  it('gives a walk one of a few windows whatever the estimate, written into the text, so few texts serve all queries', () => {
    const texts = new Set<string>();
    for (let estimate = 2_001; estimate < ROWS; estimate = Math.ceil(estimate * 1.07)) {
      texts.add(pageStatement(reads(["'تیم'"], estimate), 0, MATCH_PLAN, ROWS).sql);
    }
    // The window is the limit of the walk's inner scan of the newest rows: rarer words, wider windows.
    const windows = [...texts].map((text) => Number(/order by published_at desc, type desc, id desc limit (\d+)\s*\)/.exec(text)?.[1]));
    expect(windows.sort((a, b) => a - b)).toEqual([200, 400, 800, 1600, 2000]);
    // A page further on reads deeper: a text of its own.
    const second = pageStatement(reads(["'تیم'"], 50_000), 20, MATCH_PLAN, ROWS).sql;
    expect(texts.has(second)).toBe(false);
  });

  it('asks the index first when the word list cannot tell whether common words meet often, and only then', () => {
    const read = (perWord: number[]): Read[] => [
      { field: 'document', tsquery: "'استقلال' & 'تهران'", walkQuery: "'استقلال' & 'تهران'", perWord },
    ];
    const hedged = (perWord: number[]) => /\brb1 as materialized/.test(pageStatement(read(perWord), 0, MATCH_PLAN, ROWS).sql);
    // Common words that, were they independent, would meet some 430 times: too few for a walk to be sure of.
    expect(hedged([6_500, 6_700])).toBe(true);
    // Words so common that they meet often even by chance: the walk finds a page at once.
    expect(hedged([64_000, 34_000])).toBe(false);
    // One word: the word list's count is its own; a pair sized by the rarer alone goes through the index.
    expect(hedged([6_500])).toBe(false);
    expect(hedged([1_500, 60_000])).toBe(false);
    // The index is read for at most `hedge.rows` matches before the walk.
    expect(pageStatement(read([6_500, 6_700]), 0, MATCH_PLAN, ROWS).sql).toContain(`limit ${MATCH_PLAN.hedge.rows + 1}`);
  });
});
