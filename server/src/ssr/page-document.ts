import { HYDRATION_SCRIPT_ID } from '@meydan/shared-types/public';
import type { HydrationState } from '@meydan/shared-types/schemas';
import { composeDocument, headTags, hoistImagePreloads } from './document.js';
import type { SiteBundle } from './site-bundle.js';

/** What a page's document is made from: its hydration state, its path and the origin it is read at. */
export interface PageJob {
  state: HydrationState;
  path: string;
  origin: string;
}

/**
 * A page's complete HTML document: the app rendered from its state, the head for its page, the state
 * itself for hydration. Pure: it runs on the render threads (render-worker.ts) as well as in the
 * request's own thread.
 */
export async function composePageDocument(built: SiteBundle, { state, path, origin }: PageJob): Promise<string> {
  const { preloads, html } = hoistImagePreloads(await built.entry.render(state));
  const { layout, payload } = state;
  const head =
    preloads +
    (payload.kind === 'redirect'
      ? ''
      : headTags({
          head: payload.head,
          origin,
          siteTitle: layout.siteTitle,
          defaultImage: layout.logo?.src ?? null,
          fonts: built.fonts,
          modules: payload.kind === 'page' ? built.pageModules(payload.page) : [],
        }));
  return composeDocument(built.template, path, head, html, built.entry.serializeState(state), HYDRATION_SCRIPT_ID);
}
