import { Suspense, type ReactNode } from 'react';
import { matchPublicRoute, type PublicRouteName } from '@meydan/shared-types/public';
import { PageSkeleton } from '../components/ui/Skeleton';
import { ArticleSkeleton } from '../features/news/ArticleSkeleton';
import { Page } from './payload-context';

const home = <Page page="home" skeleton={<PageSkeleton cards={9} />} />;
/** The element of each public route; each page renders, in its own chunk, from the payload its server loader produced. */
const ROUTE_ELEMENTS: Record<PublicRouteName, ReactNode> = {
  home,
  index: home,
  about: <Page page="about" />,
  shortLink: <PageSkeleton cards={0} />,
  newsList: <Page page="newsList" />,
  newsArticle: <Page page="newsArticle" skeleton={<ArticleSkeleton />} />,
  tag: <Page page="tag" />,
  sport: <Page page="sport" />,
  photoList: <Page page="galleryList" />,
  videoList: <Page page="galleryList" />,
  photo: <Page page="gallery" />,
  video: <Page page="gallery" />,
  game: <Page page="game" />,
  leagueTable: <Page page="leagueTable" />,
  fixtures: <Page page="fixtures" />,
  fixturesDay: <Page page="fixtures" />,
  team: <Page page="team" />,
  search: <Page page="search" />,
};
const notFound = <Page page="notFound" />;

/**
 * The page for a path, matched by the same rules the server's loaders use (`matchPublicRoute`): the
 * element shows the page once its payload is there, its skeleton while it loads.
 */
export function AppRoutes({ pathname }: { pathname: string }) {
  const route = matchPublicRoute(pathname);
  return <Suspense fallback={<PageSkeleton />}>{route ? ROUTE_ELEMENTS[route.name] : notFound}</Suspense>;
}
