import 'vazirmatn/misc/Farsi-Digits/Vazirmatn-FD-font-face.css';
import 'vazirmatn/Vazirmatn-font-face.css';
import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { rtlCache } from './theme/rtlCache';
import { AppRoutes } from './routing/AppRoutes';
import { startBehaviours } from './routing/behaviours';
import { getCurrentUser } from './auth/session';

// The spec asks for the current user at start; every later check reuses this request.
void getCurrentUser();
startBehaviours();

// A data router: only under one can a form with unsaved changes stop an in-app navigation and ask
// (react-admin's warnWhenUnsavedChanges silently does nothing under a plain BrowserRouter).
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={rtlCache}>
        <RouterProvider router={router} />
      </CacheProvider>
    </StrictMode>,
  );
}
