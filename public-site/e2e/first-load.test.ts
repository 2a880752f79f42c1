import { describe, expect, it } from 'vitest';
import { describeChunks, firstLoad } from '../bench/first-load';

/*
 * What a reader's phone downloads and runs before a page answers, in KB of gzip: the entry with its
 * static imports and the page's chunk with its own (bench/first-load.ts, read from the build's manifest).
 */
const BUDGETS_KB = {
  home: { source: 'src/features/home/HomePage.tsx', budget: 95 },
  article: { source: 'src/features/news/NewsArticlePage.tsx', budget: 90 },
};

describe('first-load JavaScript of the built site', () => {
  it.each(Object.entries(BUDGETS_KB))('%s stays within its budget', (page, { source, budget }) => {
    const load = firstLoad(source);
    expect(
      load.kb,
      `${page}: ${load.kb} KB gzip of first-load JavaScript, budget ${budget} KB:\n${describeChunks(load)}`,
    ).toBeLessThanOrEqual(budget);
  });
});
