import { describe, expect, it } from 'vitest';
import { LISTS, pageTags } from './content-tags.js';

describe('pageTags', () => {
  it('ties a game page to the news lists: its report and the news about it change no game row', () => {
    const tags = pageTags('/game/5/result/x', {
      game: { id: 5, kickoffAt: '2025-01-01T12:00:00Z', reportNews: { id: 9, slug: 's', title: 't' } },
      news: [],
    });
    expect(tags).toEqual(expect.arrayContaining(['game:5', LISTS.news]));
  });
});
