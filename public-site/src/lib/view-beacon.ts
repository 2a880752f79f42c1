import { discardBody } from '@meydan/shared-types/client';

/**
 * Counts a view without touching the cached page: a fire-and-forget POST after render. keepalive lets it
 * finish when the reader navigates away at once. It carries no body: the
 * route reads none.
 */
export function sendViewBeacon(url: string): void {
  if (typeof window === 'undefined') return;
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
  }).then(discardBody, () => undefined);
}
