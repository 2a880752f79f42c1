import { useEffect } from 'react';
import { viewportFor } from '@meydan/shared-types/client';
import { type PagePayload } from '@meydan/shared-types/public';

function setMeta(selector: string, attr: 'content' | 'href', value: string): void {
  const el = document.head.querySelector(selector);
  if (el) el.setAttribute(attr, value);
}

let siteOrigin: string | null = null;

/*
 * Canonical and Open Graph URLs name the site by its configured public address (PUBLIC_URL), never by
 * the host the browser happened to use (an IP, a proxy's internal name): the server wrote that address
 * into the first page's canonical link, and it is read from there before anything changes it.
 */
function publicOrigin(): string {
  if (siteOrigin === null) {
    const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    siteOrigin = href ? new URL(href, window.location.href).origin : window.location.origin;
  }
  return siteOrigin;
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
    const canonical = new URL(head.canonical, publicOrigin()).href;
    setMeta('link[rel="canonical"]', 'href', canonical);
    setMeta('meta[property="og:url"]', 'content', canonical);
  }, [payload, pathname]);
}
