import { Suspense, type ReactNode } from 'react';
import { matchPublicRoute, PUBLIC_PAGES, type PageKey, type PublicRouteName } from '@meydan/shared-types/public';
import { PageSkeleton } from '../components/ui/Skeleton';
import { ArticleSkeleton } from '../features/news/ArticleSkeleton';
import { Page } from './payload-context';

/** Placeholders while a page's payload loads, where the generic one would jump too much. */
const SKELETONS: Partial<Record<PageKey, ReactNode>> = {
  home: <PageSkeleton cards={9} />,
  newsArticle: <ArticleSkeleton />,
};

/** The element of each public route, from its view (shared-types PUBLIC_PAGES); each page renders in its own chunk. */
const ROUTE_ELEMENTS = Object.fromEntries(
  Object.entries(PUBLIC_PAGES).map(([route, { view }]) => [
    route,
    // A route without a view only ever redirects: its payload says where to.
    view ? <Page page={view} skeleton={SKELETONS[view]} /> : <PageSkeleton cards={0} />,
  ]),
) as Record<PublicRouteName, ReactNode>;
const notFound = <Page page="notFound" />;

/**
 * The page for a path, matched by the same rules the server's loaders use (`matchPublicRoute`): the
 * element shows the page once its payload is there, its skeleton while it loads.
 */
export function AppRoutes({ pathname }: { pathname: string }) {
  const route = matchPublicRoute(pathname);
  return <Suspense fallback={<PageSkeleton />}>{route ? ROUTE_ELEMENTS[route.name] : notFound}</Suspense>;
}
