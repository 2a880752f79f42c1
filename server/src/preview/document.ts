import { createHash } from 'node:crypto';
import { HYDRATION_SCRIPT_ID } from '@meydan/shared-types/public';

const STYLE =
  '.meydan-preview{position:sticky;top:0;z-index:1000;margin:0;padding:10px 16px;background:#b00020;color:#fff;' +
  'text-align:center;font-weight:700;font-size:15px;line-height:1.7;box-shadow:0 2px 6px rgba(0,0,0,.25)}';
/** The banner's style element is allowed by its hash, next to the site's own stylesheet. */
export const BANNER_STYLE_SRC = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Turns the public page's document into its preview: never indexed, a banner that cannot be missed,
 * and no scripts. The site's scripts would route by the address bar, which reads `/preview/…`, and
 * fetch data the public API does not give out for an unpublished item; without them the page is
 * exactly the server's rendering of the public page.
 */
export function toPreviewDocument(document: string, banner: string): string {
  return withoutScripts(document)
    .replace('</head>', `<meta name="robots" content="noindex, nofollow">\n    <style>${STYLE}</style>\n  </head>`)
    .replace(/<body([^>]*)>/, (body) => `${body}\n    <p class="meydan-preview" role="status">${esc(banner)}</p>`);
}

/** A server-rendered document of the site with its scripts, preloads and hydration state taken out. */
export function withoutScripts(document: string): string {
  const stateScript = new RegExp(`<script id="${HYDRATION_SCRIPT_ID}"[^>]*>[\\s\\S]*?</script>`);
  return document
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(stateScript, '');
}

/** The policy the public page is served with, plus the banner's style. */
export function previewCsp(publicPolicy: string): string {
  return publicPolicy.replace(
    /(^|; )style-src ([^;]*)/,
    (_m, lead: string, sources: string) => `${lead}style-src ${sources} ${BANNER_STYLE_SRC}`,
  );
}
