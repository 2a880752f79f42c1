import { useEffect } from 'react';
import { viewportFor } from '@meydan/shared-types/client';
import { type PagePayload } from '@meydan/shared-types/public';

function setMeta(selector: string, attr: 'content' | 'href', value: string): void {
  const el = document.head.querySelector(selector);
  if (el) el.setAttribute(attr, value);
}

/**
 * After a client-side navigation, brings the head in line with what the server would have rendered for
 * the new page: title, description, canonical, Open Graph and the route's viewport.
 */
export function useDocumentHead(payload: PagePayload | undefined, pathname: string): void {
  useEffect(() => {
    setMeta('meta[name="viewport"]', 'content', viewportFor(pathname));
    if (!payload || payload.kind === 'redirect') return;
    const { head } = payload;
    document.title = head.title;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('meta[property="og:title"]', 'content', head.title);
    setMeta('meta[property="og:description"]', 'content', head.description);
    const canonical = new URL(head.canonical, window.location.origin).href;
    setMeta('link[rel="canonical"]', 'href', canonical);
    setMeta('meta[property="og:url"]', 'content', canonical);
  }, [payload, pathname]);
}
