import { useEffect } from 'react';
import { preload } from 'swr';
import { matchPublicRoute, PUBLIC_PAGES } from '@meydan/shared-types/public';
import { fetchPayload, payloadKey } from '../lib/api';
import { preloadPage } from './page-modules';

/**
 * When a pointer rests on (or focus reaches) an internal link, its page chunk and payload start loading,
 * so the click usually finds both ready. SWR keeps the payload for the navigation that follows.
 */
export function useLinkPrefetch(): void {
  useEffect(() => {
    const seen = new Set<string>();
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
      const href = link?.getAttribute('href');
      if (!href || seen.has(href) || /^\/(api|admin|auth|media|builds)\b|\.xml$/.test(href)) return;
      seen.add(href);
      const route = matchPublicRoute(href.split('?')[0]);
      const page = route ? PUBLIC_PAGES[route.name].view : null;
      if (page) void preloadPage(page);
      if (route && route.name !== 'shortLink') void preload(payloadKey(href), fetchPayload).catch(() => undefined);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
