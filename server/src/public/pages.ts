import { matchPublicRoute, type PublicRouteName } from '@meydan/shared-types/public';
import { type PagePayload } from '@meydan/shared-types/schemas';
import { notFoundInLayout, type LoaderContext, type PageLoader } from './context.js';
import { aboutLoader } from './loaders/about.js';
import { fixturesLoader } from './loaders/fixtures.js';
import { galleryListLoader } from './loaders/gallery-list.js';
import { galleryLoader } from './loaders/gallery.js';
import { gameLoader } from './loaders/game.js';
import { homeLoader } from './loaders/home.js';
import { leagueTableLoader } from './loaders/league-table.js';
import { newsArticleLoader } from './loaders/news-article.js';
import { newsListLoader } from './loaders/news-list.js';
import { searchLoader } from './loaders/search.js';
import { shortLinkLoader } from './loaders/short-link.js';
import { sportLoader } from './loaders/sport.js';
import { tagLoader } from './loaders/tag.js';
import { teamLoader } from './loaders/team.js';

/**
 * The page-loader registry: one loader per public route. The same loader feeds the server render and
 * `{page}/_payload.json`, so a client-side navigation gets exactly the data a full load would.
 */
export const PAGE_LOADERS: Record<PublicRouteName, PageLoader> = {
  home: homeLoader,
  index: homeLoader,
  about: aboutLoader,
  shortLink: shortLinkLoader,
  newsList: newsListLoader,
  newsArticle: newsArticleLoader,
  tag: tagLoader,
  sport: sportLoader,
  photoList: galleryListLoader('image'),
  photo: galleryLoader('image'),
  videoList: galleryListLoader('video'),
  video: galleryLoader('video'),
  game: gameLoader,
  leagueTable: leagueTableLoader,
  fixtures: fixturesLoader,
  fixturesDay: fixturesLoader,
  team: teamLoader,
  search: searchLoader,
};

/** Runs the loader of the route `ctx.url` matches; an unmatched path is the in-layout 404. */
export async function loadPage(ctx: LoaderContext): Promise<PagePayload> {
  const pathname = ctx.url.pathname.length > 1 ? ctx.url.pathname.replace(/\/+$/, '') : '/';
  const match = matchPublicRoute(pathname);
  if (!match) return notFoundInLayout(ctx.url.pathname);
  return PAGE_LOADERS[match.name](ctx, match.params);
}
