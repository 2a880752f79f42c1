import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { SiteBrowserRouter } from './app/browser-router';
import { readHydrationState } from './app/hydration';
import { preloadPage } from './app/page-modules';
import { startRuntime } from './app/runtime';
import './styles/index.css';

const state = readHydrationState();
startRuntime(state.buildId);

// The rendered page's chunk is already downloading (modulepreload); waiting for it lets hydration finish
// in one pass instead of suspending on the page.
const ready = state.payload.kind === 'page' ? preloadPage(state.payload.page) : Promise.resolve();
// Hydrated as a transition, the work is cut into short slices the browser can answer input between;
// hydrated at default priority, the whole page's first pass was one long task on a phone.
void ready.then(() => {
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <SiteBrowserRouter>
          <App state={state} />
        </SiteBrowserRouter>
      </StrictMode>,
    );
  });
});
