import { HYDRATION_SCRIPT_ID, type HydrationState } from '@meydan/shared-types/public';
import { setSessionHint } from '../lib/session-hint';

/** Reads the state the server serialized into the HTML; the client renders the same tree from it. */
export function readHydrationState(doc: Document = document): HydrationState {
  const el = doc.getElementById(HYDRATION_SCRIPT_ID);
  if (!el?.textContent) throw new Error('hydration state missing');
  const state = JSON.parse(el.textContent) as HydrationState;
  setSessionHint(state.maybeSignedIn);
  return state;
}

/** JSON safe inside a `<script>` element: `<`, `>` and `&` cannot close it or start a comment. */
export function serializeState(state: HydrationState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
