import { useEffect } from 'react';
import { matchPublicRoute, PUBLIC_PAGES } from '@meydan/shared-types/public';
import { payloadKey, prefetchPayload } from '../lib/api';
import { preloadPage } from './page-modules';

/**
 * When a pointer rests on (or focus reaches) an internal link, its page chunk and payload start loading,
 * so the click usually finds both ready. The payload stands for the page only for a few seconds (a
 * story published meanwhile is not hidden behind it); resting on the link later loads it again.
 */
export function useLinkPrefetch(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
      const href = link?.getAttribute('href');
      if (!href || /^\/(api|admin|auth|media|builds)\b|\.xml$/.test(href)) return;
      const route = matchPublicRoute(href.split('?')[0]);
      const page = route ? PUBLIC_PAGES[route.name].view : null;
      // A chunk already loaded costs nothing to ask for again.
      if (page) void preloadPage(page);
      if (route && route.name !== 'shortLink') prefetchPayload(payloadKey(href));
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
