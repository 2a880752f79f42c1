import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CssBaseline, LinearProgress, ThemeProvider, createTheme, type ThemeOptions } from '@mui/material';
import { darkTheme, lightTheme } from '../theme/theme';
import { useThemeInForce } from '../theme/themeMode';
import { LoginPage } from '../auth/LoginPage';
import { RedirectPage } from '../auth/RedirectPage';
import { AccessDenied } from '../auth/AccessDenied';
import { AppBoundary } from './AppBoundary';
import { RouteGuard } from './RouteGuard';
import { ErrorPage } from './ErrorPage';

// react-admin and every resource load only for /admin, so the login screen stays small.
const AdminApp = lazy(() => import('../App'));
const standaloneThemes = { light: createTheme(lightTheme as ThemeOptions), dark: createTheme(darkTheme as ThemeOptions) };

/** One router for /auth/* and /admin/*; react-admin is mounted below /admin. */
export function AppRoutes() {
  return (
    <RouteGuard>
      <Routes>
        <Route
          path="/auth/login"
          element={
            <Standalone>
              <LoginPage />
            </Standalone>
          }
        />
        <Route
          path="/auth/redirect"
          element={
            <Standalone>
              <RedirectPage />
            </Standalone>
          }
        />
        <Route
          path="/auth/denied"
          element={
            <Standalone>
              <AccessDenied />
            </Standalone>
          }
        />
        <Route
          path="/admin/*"
          element={
            <AppBoundary>
              <Suspense fallback={<LinearProgress />}>
                <AdminApp />
              </Suspense>
            </AppBoundary>
          }
        />
        <Route
          path="*"
          element={
            <Standalone>
              <ErrorPage status={404} />
            </Standalone>
          }
        />
      </Routes>
    </RouteGuard>
  );
}

function Standalone({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={standaloneThemes[useThemeInForce()]}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
