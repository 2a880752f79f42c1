import { describe, expect, it } from 'vitest';
import { frontTags, surrogateHeaders } from './front-headers.js';

describe('what a cache in front is told', () => {
  it('names the tags both ways and keeps the page a day only when the app purges it', () => {
    expect(surrogateHeaders(['news:12', 'list:news', 'layout'], 86_400)).toEqual({
      'surrogate-key': 'news:12 list:news layout',
      'cache-tag': 'news:12,list:news,layout',
      'surrogate-control': 'max-age=86400',
    });
    expect(surrogateHeaders(['news:12'], null)).toEqual({ 'surrogate-key': 'news:12', 'cache-tag': 'news:12' });
    expect(surrogateHeaders([], null)).toEqual({});
  });

  it("names a kind's every-tag instead of items that would not fit in 16 KB", () => {
    const many = Array.from({ length: 3_000 }, (_, i) => `news:${i + 1}`);
    const tags = [...many, 'gallery:4', 'list:news', 'layout'];
    expect(frontTags(tags)).toEqual(['every:news', 'every:gallery', 'list:news', 'layout']);
    expect(surrogateHeaders(tags, 60)['surrogate-key']!.length).toBeLessThan(100);
    // Under the bound, every item is named.
    expect(frontTags(many.slice(0, 100))).toHaveLength(100);
  });
});
