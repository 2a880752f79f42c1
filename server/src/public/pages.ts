import type { PublicRouteName } from '@meydan/shared-types/public';
import type { PagePayload } from '@meydan/shared-types/schemas';
import { notFoundInLayout, type LoaderContext } from './context.js';
import type { AnyPageDefinition, PageContext } from './define-page.js';
import { aboutPage } from './loaders/about.js';
import { fixturesDayPage, fixturesPage } from './loaders/fixtures.js';
import { photoListPage, videoListPage } from './loaders/gallery-list.js';
import { photoPage, videoPage } from './loaders/gallery.js';
import { gamePage } from './loaders/game.js';
import { homePage, indexPage } from './loaders/home.js';
import { scorersPage } from './loaders/league-scorers.js';
import { leagueTablePage } from './loaders/league-table.js';
import { mePage } from './loaders/me.js';
import { newsArticlePage } from './loaders/news-article.js';
import { newsListPage } from './loaders/news-list.js';
import { playerPage } from './loaders/player.js';
import { searchPage } from './loaders/search.js';
import { shortLinkPage } from './loaders/short-link.js';
import { sportPage } from './loaders/sport.js';
import { tagPage } from './loaders/tag.js';
import { teamPage } from './loaders/team.js';

/**
 * The server's half of every public page, by route (the other half is shared-types PUBLIC_PAGES). The
 * same loader and head feed the server render and `{page}/_payload.json`, so a client-side navigation
 * gets exactly the data a full load would; the cache tags of each answer and the sitemap come from here too.
 */
export const PAGES: { readonly [K in PublicRouteName]: AnyPageDefinition & { route: K } } = {
  home: homePage,
  index: indexPage,
  about: aboutPage,
  shortLink: shortLinkPage,
  newsList: newsListPage,
  newsArticle: newsArticlePage,
  tag: tagPage,
  sport: sportPage,
  photoList: photoListPage,
  photo: photoPage,
  videoList: videoListPage,
  video: videoPage,
  game: gamePage,
  leagueTable: leagueTablePage,
  fixtures: fixturesPage,
  fixturesDay: fixturesDayPage,
  team: teamPage,
  player: playerPage,
  scorers: scorersPage,
  search: searchPage,
  me: mePage,
};

export const pageDefinition = (route: PublicRouteName | null): AnyPageDefinition | null => (route ? PAGES[route] : null);

/** Runs the loader of the page the request is for; a path no page has is the in-layout 404. */
export async function loadPage(ctx: LoaderContext): Promise<PagePayload> {
  const definition = pageDefinition(ctx.request.route);
  // The request was parsed with this page's own query parameters (cache/keys.ts), so its query has the page's type.
  const payload = definition
    ? await (definition.payload as (c: PageContext<PublicRouteName>) => Promise<PagePayload>)(ctx as PageContext<PublicRouteName>)
    : notFoundInLayout(ctx.request.path);
  // An error page is titled as every other page is, with the site's name after it.
  return payload.kind === 'error'
    ? { ...payload, head: { ...payload.head, title: `${payload.head.title} | ${ctx.layout.siteTitle}` } }
    : payload;
}
