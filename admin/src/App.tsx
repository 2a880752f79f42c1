import type { ComponentType } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { dataProvider } from './dataProvider';
import { authProvider } from './authProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { darkTheme, lightTheme } from './theme/theme';
import { withSharedTheme } from './theme/themeMode';
import { MeydanLayout } from './layout/MeydanLayout';
import { ToastStack } from './layout/ToastStack';
import { NotFound } from './layout/NotFound';
import { lazyNamed } from './lib/lazy';
import { ADMIN_BASE, href, paths } from './paths';
import sport from './resources/sport';
import age from './resources/age';
import league from './resources/league';
import season from './resources/season';
import seasonTeam from './resources/season-team';
import week from './resources/week';
import team from './resources/team';
import player from './resources/player';
import stadium from './resources/stadium';
import game, { GameLineup, GameLive, GameResult } from './resources/game';
import position from './resources/position';
import news, { NewsEdit, NewsList } from './resources/news';
import tag from './resources/tag';
import comment from './resources/comment';
import { imageGallery, videoGallery, GalleryEdit, GalleryItems, GalleryList } from './resources/gallery';
import baseInformation from './resources/base-information';
import user from './resources/user';
import audit from './resources/audit';
import media from './resources/media';

/** Seed-style resources: `/list` and `/{id}/edit` children; the bare paths forward to them. */
const seedRoutes = (List: ComponentType, Edit: ComponentType) => [
  <Route key="list" path="list" element={<List />} />,
  <Route key="edit" path=":id/edit" element={<Edit />} />,
];

/** react-admin's own store (preferences in localStorage), with the theme shared with the public site. */
const store = withSharedTheme(localStorageStore());

const LazyDashboard = lazyNamed(() => import('./dashboard/Dashboard'), 'Dashboard');
const LazySessions = lazyNamed(() => import('./auth/SessionsPage'), 'SessionsPage');
const Dashboard = () => <LazyDashboard />;
const CatchAll = () => <NotFound />;

export default function App() {
  return (
    <Admin
      basename={ADMIN_BASE}
      title="میدان"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      layout={MeydanLayout}
      dashboard={Dashboard}
      notification={ToastStack}
      catchAll={CatchAll}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource name="news" {...news}>
        {seedRoutes(NewsList, NewsEdit)}
      </Resource>
      <Resource name="game" {...game}>
        <Route path=":id/result" element={<GameResult />} />
        <Route path=":id/lineup" element={<GameLineup />} />
        <Route path=":id/live" element={<GameLive />} />
      </Resource>
      <Resource name="comment" {...comment} />
      <Resource name="gallery/image" {...imageGallery}>
        {seedRoutes(GalleryList, GalleryEdit)}
        <Route path=":id/item" element={<GalleryItems />} />
      </Resource>
      <Resource name="gallery/video" {...videoGallery}>
        {seedRoutes(GalleryList, GalleryEdit)}
      </Resource>
      <Resource name="team" {...team} />
      <Resource name="player" {...player} />
      <Resource name="week" {...week} />
      <Resource name="season" {...season} />
      <Resource name="season-team" {...seasonTeam} />
      <Resource name="league" {...league} />
      <Resource name="sport" {...sport} />
      <Resource name="age" {...age} />
      <Resource name="stadium" {...stadium} />
      <Resource name="position" {...position} />
      <Resource name="tag" {...tag} />
      <Resource name="base-information" {...baseInformation} />
      <Resource name="user" {...user} />
      <Resource name="audit" {...audit} />
      <Resource name="media" {...media} />
      <CustomRoutes>
        <Route path="/gallery" element={<Navigate to={href(paths.list('gallery/image'))} replace />} />
        <Route path={paths.sessions} element={<LazySessions />} />
      </CustomRoutes>
    </Admin>
  );
}
