import { lazy, type ComponentType } from 'react';
import type { PageData, PageKey } from '@meydan/shared-types/public';
import { guardedImport } from '../lib/chunk-guard';

type PageComponent<K extends PageKey> = ComponentType<{ data: PageData<K> }>;
type Loader<K extends PageKey> = () => Promise<{ default: PageComponent<K> }>;

/**
 * Each page is its own chunk, so a reader's first load carries only the page they opened. The server
 * preloads the chunk of the page it rendered (see PAGE_SOURCES) and the client imports it before hydrating.
 */
const loaders: { [K in Exclude<PageKey, 'notFound'>]: Loader<K> } = {
  home: () => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })),
  about: () => import('../features/about/AboutPage').then((m) => ({ default: m.AboutPage })),
  newsList: () => import('../features/news/NewsListPage').then((m) => ({ default: m.NewsListPage })),
  newsArticle: () => import('../features/news/NewsArticlePage').then((m) => ({ default: m.NewsArticlePage })),
  tag: () => import('../features/tags/TagPage').then((m) => ({ default: m.TagPage })),
  sport: () => import('../features/sport/SportPage').then((m) => ({ default: m.SportPage })),
  galleryList: () => import('../features/gallery/GalleryListPage').then((m) => ({ default: m.GalleryListPage })),
  gallery: () => import('../features/gallery/GalleryPage').then((m) => ({ default: m.GalleryPage })),
  game: () => import('../features/game/GamePage').then((m) => ({ default: m.GamePage })),
  leagueTable: () => import('../features/league/LeagueTablePage').then((m) => ({ default: m.LeagueTablePage })),
  fixtures: () => import('../features/fixtures/FixturesPage').then((m) => ({ default: m.FixturesPage })),
  team: () => import('../features/team/TeamPage').then((m) => ({ default: m.TeamPage })),
  player: () => import('../features/player/PlayerPage'),
  scorers: () => import('../features/league/LeagueScorersPage'),
  search: () => import('../features/search/SearchPage').then((m) => ({ default: m.SearchPage })),
  me: () => import('../features/me/MePage').then((m) => ({ default: m.MePage })),
};

/** Source file of each page chunk, as the build manifest names it. */
export const PAGE_SOURCES: Record<PageKey, string | null> = {
  home: 'src/features/home/HomePage.tsx',
  about: 'src/features/about/AboutPage.tsx',
  newsList: 'src/features/news/NewsListPage.tsx',
  newsArticle: 'src/features/news/NewsArticlePage.tsx',
  tag: 'src/features/tags/TagPage.tsx',
  sport: 'src/features/sport/SportPage.tsx',
  galleryList: 'src/features/gallery/GalleryListPage.tsx',
  gallery: 'src/features/gallery/GalleryPage.tsx',
  game: 'src/features/game/GamePage.tsx',
  leagueTable: 'src/features/league/LeagueTablePage.tsx',
  fixtures: 'src/features/fixtures/FixturesPage.tsx',
  team: 'src/features/team/TeamPage.tsx',
  player: 'src/features/player/PlayerPage.tsx',
  scorers: 'src/features/league/LeagueScorersPage.tsx',
  search: 'src/features/search/SearchPage.tsx',
  me: 'src/features/me/MePage.tsx',
  notFound: null,
};

// A page component takes its own page's data; at this lookup the page is only known at run time.
type AnyPage = ComponentType<{ data: never }>;
const components = new Map<PageKey, AnyPage>();
const loaded = new Map<PageKey, AnyPage>();

/*
 * A page whose chunk is already here is handed to React.lazy through a thenable that resolves at once,
 * so hydrating the server's HTML never suspends on it (a real Promise would resolve a tick later).
 */
function settled(component: AnyPage): Promise<{ default: AnyPage }> {
  const thenable = { then: (resolve: (m: { default: AnyPage }) => void) => resolve({ default: component }) };
  return thenable as unknown as Promise<{ default: AnyPage }>;
}

/** The lazy component of a page (one instance per page, so React keeps its state across renders). */
export function pageComponent(page: PageKey): AnyPage | null {
  if (page === 'notFound') return null;
  let component = components.get(page);
  if (!component) {
    const load = guardedImport(loaders[page] as () => Promise<{ default: AnyPage }>);
    component = lazy(() => {
      const ready = loaded.get(page);
      return ready ? settled(ready) : load();
    });
    components.set(page, component);
  }
  return component;
}

/** Starts loading a page's chunk (before hydration, or on hover of a link). */
export function preloadPage(page: PageKey): Promise<unknown> {
  if (page === 'notFound') return Promise.resolve();
  return (loaders[page] as () => Promise<{ default: AnyPage }>)().then(
    (m) => {
      loaded.set(page, m.default);
    },
    () => undefined,
  );
}
