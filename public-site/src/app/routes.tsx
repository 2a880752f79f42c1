import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routes } from '../config/paths';
import { PageSkeleton } from '../components/ui/Skeleton';
import { ArticleSkeleton } from '../features/news/ArticleSkeleton';
import { Page } from './payload-context';

/** One route per public page; each renders, in its own chunk, from the payload its server loader produced. */
export function AppRoutes() {
  const home = <Page page="home" skeleton={<PageSkeleton cards={9} />} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path={routes.home} element={home} />
        <Route path={routes.index} element={home} />
        <Route path={routes.about} element={<Page page="about" />} />
        <Route path={routes.shortLink} element={<PageSkeleton cards={0} />} />
        <Route path={routes.newsList} element={<Page page="newsList" />} />
        <Route path={routes.newsArticle} element={<Page page="newsArticle" skeleton={<ArticleSkeleton />} />} />
        <Route path={routes.tag} element={<Page page="tag" />} />
        <Route path={routes.sport} element={<Page page="sport" />} />
        <Route path={routes.photoList} element={<Page page="galleryList" />} />
        <Route path={routes.videoList} element={<Page page="galleryList" />} />
        <Route path={routes.photo} element={<Page page="gallery" />} />
        <Route path={routes.video} element={<Page page="gallery" />} />
        <Route path={routes.game} element={<Page page="game" />} />
        <Route path={routes.leagueTable} element={<Page page="leagueTable" />} />
        <Route path={routes.fixtures} element={<Page page="fixtures" />} />
        <Route path={routes.fixturesDay} element={<Page page="fixtures" />} />
        <Route path={routes.team} element={<Page page="team" />} />
        <Route path={routes.search} element={<Page page="search" />} />
        <Route path="*" element={<Page page="notFound" />} />
      </Routes>
    </Suspense>
  );
}
