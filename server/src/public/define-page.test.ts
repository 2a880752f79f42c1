import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, PUBLIC_ROUTES, type PublicRouteName } from '@meydan/shared-types/public';
import { pageRequest } from '../cache/keys.js';
import { tags } from '../cache/tags.js';
import { pageTags } from './define-page.js';
import { PAGES } from './pages.js';

const routes = Object.keys(PUBLIC_ROUTES) as PublicRouteName[];

describe('the public pages', () => {
  it('has every part of every page: route, query, view or redirect, loader and lists', () => {
    expect(Object.keys(PUBLIC_PAGES).sort()).toEqual([...routes].sort());
    expect(Object.keys(PAGES).sort()).toEqual([...routes].sort());
    for (const route of routes) {
      const shared = PUBLIC_PAGES[route];
      const server = PAGES[route];
      expect(shared.route, route).toBe(PUBLIC_ROUTES[route]);
      expect(server.route, route).toBe(route);
      expect(typeof server.load, route).toBe('function');
      expect(Array.isArray(server.lists), route).toBe(true);
      // Only a route that always redirects (a short link) has no view of its own.
      if (shared.view === null) expect(route).toBe('shortLink');
    }
  });

  it('ties a game page to the news lists: its report and the news about it change no game row', () => {
    const request = pageRequest('/game/5/result/x');
    const shown = pageTags(PAGES.game, request, {
      game: { id: 5, kickoffAt: '2025-01-01T12:00:00Z', reportNews: { id: 9, slug: 's', title: 't' } },
      news: [],
    });
    expect(shown).toEqual(expect.arrayContaining([tags.game(5), tags.list.news, tags.layout]));
  });

  it('tags the cards a page shows by their shape', () => {
    const shown = pageTags(PAGES.tag, pageRequest('/tags/x'), {
      news: [{ id: 3, shortCode: 'a' }],
      galleries: [{ id: 4, shortCode: 'b', kind: 'image' }],
    });
    expect(shown).toEqual(expect.arrayContaining([tags.news(3), tags.gallery(4), tags.list.news, tags.list.gallery]));
  });
});
