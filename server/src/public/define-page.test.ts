import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, PUBLIC_ROUTES, type PublicRouteName } from '@meydan/shared-types/public';
import { PageDataSchemas } from '@meydan/shared-types/schemas';
import { pageRequest } from '../cache/keys.js';
import { tags } from '../cache/tags.js';
import { pageTags } from './define-page.js';
import { PAGES } from './pages.js';
import { SITEMAP_SECTIONS } from './sitemap.js';

const routes = Object.keys(PUBLIC_ROUTES) as PublicRouteName[];

type Shared = Readonly<Record<string, { route: string; view?: string | null } | undefined>>;
type Server = Readonly<Record<string, Partial<Record<'route' | 'load' | 'head' | 'sitemap' | 'lists', unknown>> | undefined>>;

/** What each page lacks, one line per part: its route, loader, head, view or sitemap decision. */
function missingParts(shared: Shared, server: Server): string[] {
  const missing: string[] = [];
  for (const route of routes) {
    const spec = shared[route];
    const page = server[route];
    const lacks = (part: string) => missing.push(`the ${route} page has no ${part}`);
    if (!spec) lacks('entry in PUBLIC_PAGES');
    else if (spec.route !== PUBLIC_ROUTES[route]) lacks(`route pattern ${PUBLIC_ROUTES[route]} in PUBLIC_PAGES`);
    if (!page) {
      lacks('definition (definePage) in PAGES');
      continue;
    }
    if (page.route !== route) lacks('route in its definition');
    if (typeof page.load !== 'function') lacks('loader');
    if (!Array.isArray(page.lists)) lacks('lists');
    // A view draws the page and a head titles it; only a route that always redirects has neither, and says so with null.
    const view = spec?.view;
    if (view === undefined) lacks('client view (view in PUBLIC_PAGES, null for a redirect)');
    else if (view !== null && !(view in PageDataSchemas)) lacks(`client view named ${view}`);
    if (view !== null && typeof page.head !== 'function') lacks('head');
    if (view === null && page.head !== null) lacks('null head, as a page that only redirects');
    if (page.sitemap === undefined) lacks('sitemap decision (sitemap, null when not listed)');
  }
  return missing;
}

describe('the public pages', () => {
  it('has every part of every page: route, query, view or redirect, loader, head, lists and sitemap decision', () => {
    expect(Object.keys(PUBLIC_PAGES).sort()).toEqual([...routes].sort());
    expect(Object.keys(PAGES).sort()).toEqual([...routes].sort());
    expect(missingParts(PUBLIC_PAGES, PAGES)).toEqual([]);
    // Only a route that always redirects (a short link) has no view of its own.
    for (const route of routes) if (PUBLIC_PAGES[route].view === null) expect(route).toBe('shortLink');
  });

  it('names the page and the part it lacks', () => {
    const { head: _head, ...headless } = PAGES.team;
    const { sitemap: _sitemap, ...unlisted } = PAGES.tag;
    const { load: _load, ...unloaded } = PAGES.about;
    const { view: _view, ...viewless } = PUBLIC_PAGES.game;
    expect(
      missingParts(
        { ...PUBLIC_PAGES, game: viewless, search: undefined },
        { ...PAGES, team: headless, tag: unlisted, about: unloaded, sport: undefined },
      ),
    ).toEqual([
      'the about page has no loader',
      'the tag page has no sitemap decision (sitemap, null when not listed)',
      'the sport page has no definition (definePage) in PAGES',
      'the game page has no client view (view in PUBLIC_PAGES, null for a redirect)',
      'the team page has no head',
      'the search page has no entry in PUBLIC_PAGES',
      'the search page has no client view (view in PUBLIC_PAGES, null for a redirect)',
    ]);
  });

  it('lists in the sitemap the pages that say so, and a page that redirects only as its destination', () => {
    const listed = routes.filter((route) => PAGES[route].sitemap !== null);
    expect(listed.sort()).toEqual(
      [
        'about',
        'fixtures',
        'fixturesDay',
        'game',
        'home',
        'leagueTable',
        'scorers',
        'newsArticle',
        'player',
        'newsList',
        'photo',
        'photoList',
        'sport',
        'tag',
        'team',
        'video',
        'videoList',
      ].sort(),
    );
    expect(SITEMAP_SECTIONS).toEqual(['page', 'news', 'gallery', 'game', 'league', 'tag', 'sport', 'team', 'games', 'player', 'scorers']);
  });

  it('ties a game page to the news lists: its report and the news about it change no game row', () => {
    const request = pageRequest('/game/5/result/x');
    const shown = pageTags(PAGES.game, request, {
      game: { id: 5, kickoffAt: '2025-01-01T12:00:00Z', home: { id: 1 }, away: { id: 2 }, reportNews: { id: 9, slug: 's', title: 't' } },
      news: [],
    });
    expect(shown).toEqual(expect.arrayContaining([tags.game(5), tags.list.news, tags.layout]));
  });

  it('ties a game page to its teams’ results, not to every game: a goal elsewhere keeps it', () => {
    const shown = pageTags(PAGES.game, pageRequest('/game/5/result/x'), {
      game: { id: 5, kickoffAt: '2025-01-01T12:00:00Z', home: { id: 1 }, away: { id: 2 }, reportNews: null },
      news: [],
    });
    expect(shown).toEqual(expect.arrayContaining([tags.results(1), tags.results(2)]));
    expect(shown).not.toContain(tags.list.game);
  });

  it('ties a player page to their club’s results and their own tag, not to every game', () => {
    const shown = pageTags(PAGES.player, pageRequest('/player/7/x'), { player: { id: 7, team: { id: 3 } }, last: [], news: [] });
    expect(shown).toEqual(expect.arrayContaining([tags.player(7), tags.results(3), tags.list.news]));
    expect(shown).not.toContain(tags.list.game);
  });

  it('ties a scorers page to its season’s games, not to every game: a goal in another league keeps it', () => {
    const shown = pageTags(PAGES.scorers, pageRequest('/league/4/scorers/x'), {
      league: { id: 4 },
      season: { id: 9, title: '۱۴۰۴' },
      scorers: [{ rank: 1, player: { id: 7 }, team: { id: 3 }, count: 5 }],
      assists: [],
      cards: [],
    });
    expect(shown).toEqual([tags.layout, tags.season(9)]);
  });

  it('tags the cards a page shows by their shape', () => {
    const shown = pageTags(PAGES.tag, pageRequest('/tags/x'), {
      news: [{ id: 3, shortCode: 'a' }],
      galleries: [{ id: 4, shortCode: 'b', kind: 'image' }],
    });
    expect(shown).toEqual(expect.arrayContaining([tags.news(3), tags.gallery(4), tags.list.news, tags.list.gallery]));
  });
});
