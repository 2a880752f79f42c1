import { viewportFor } from '@meydan/shared-types/client';
import { type PageHead } from '@meydan/shared-types/schemas';
import { THEME_SCRIPT_ELEMENT } from '../security/theme-script.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON-LD inside a script element: `<` escaped so a title cannot close the element. */
const ld = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

interface HeadParts {
  head: PageHead;
  origin: string;
  siteTitle: string;
  defaultImage: string | null;
  fonts: string[];
  modules: string[];
}

/** Link previews want the biggest variant; its height follows from the image's aspect ratio. */
function shareImage(image: PageHead['image']): { url: string; width: number; height: number } | null {
  if (!image) return null;
  const widest = image.srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, w]) => ({ url, width: Number.parseInt(w ?? '', 10) }))
    .filter((v) => v.url && Number.isFinite(v.width))
    .sort((a, b) => b.width - a.width)[0];
  if (!widest || widest.width <= image.width) return { url: image.src, width: image.width, height: image.height };
  return { url: widest.url, width: widest.width, height: Math.round((widest.width * image.height) / image.width) };
}

/** The per-page head: title, description, canonical, Open Graph, Twitter card, JSON-LD and preloads. */
export function headTags({ head, origin, siteTitle, defaultImage, fonts, modules }: HeadParts): string {
  const canonical = new URL(head.canonical, origin).href;
  const share = shareImage(head.image);
  const image = share ? new URL(share.url, origin).href : defaultImage ? new URL(defaultImage, origin).href : null;
  const tags = [
    `<title>${esc(head.title)}</title>`,
    `<meta name="description" content="${esc(head.description)}">`,
    `<link rel="canonical" href="${esc(canonical)}">`,
    `<link rel="alternate" type="application/rss+xml" title="${esc(siteTitle)}" href="/rss.xml">`,
    `<meta property="og:site_name" content="${esc(siteTitle)}">`,
    '<meta property="og:locale" content="fa_IR">',
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:title" content="${esc(head.title)}">`,
    `<meta property="og:description" content="${esc(head.description)}">`,
    `<meta property="og:url" content="${esc(canonical)}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(head.title)}">`,
    `<meta name="twitter:description" content="${esc(head.description)}">`,
  ];
  if (image) {
    tags.push(`<meta property="og:image" content="${esc(image)}">`, `<meta name="twitter:image" content="${esc(image)}">`);
    if (share && head.image) {
      tags.push(`<meta property="og:image:width" content="${share.width}">`, `<meta property="og:image:height" content="${share.height}">`);
      if (head.image.alt) tags.push(`<meta property="og:image:alt" content="${esc(head.image.alt)}">`);
    }
  }
  if (head.robots) tags.push(`<meta name="robots" content="${head.robots}">`);
  if (head.publishedAt) tags.push(`<meta property="article:published_time" content="${esc(head.publishedAt)}">`);
  for (const font of fonts) tags.push(`<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`);
  for (const file of modules) tags.push(`<link rel="modulepreload" crossorigin href="${file}">`);
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${ld(data)}</script>`);
  return tags.join('\n    ');
}

/**
 * React writes a preload for each high-priority image at the start of the rendered app. Moved to the top
 * of the head, the LCP image is requested before scripts and fonts take the connections.
 */
export function hoistImagePreloads(html: string): { preloads: string; html: string } {
  const match = html.match(/^(?:<link rel="preload" as="image"[^>]*>)+/);
  if (!match) return { preloads: '', html };
  return { preloads: match[0], html: html.slice(match[0].length) };
}

type Slot = 'viewport' | 'head' | 'html' | 'state';
const MARKERS: [string, Slot][] = [
  ['<!--app-head-->', 'head'],
  ['<!--app-html-->', 'html'],
  ['<!--app-state-->', 'state'],
];
/** The built page template cut at its slots: the texts between them, and the slots in document order. */
export interface DocumentTemplate {
  texts: string[];
  slots: Slot[];
}

/** Cuts the template once, when the build is loaded, so that a page joins its pieces without searching it. */
export function cutTemplate(template: string): DocumentTemplate {
  const found: { at: number; end: number; slot: Slot }[] = [];
  const viewport = /<meta name="viewport"[^>]*>/.exec(template);
  if (viewport) found.push({ at: viewport.index, end: viewport.index + viewport[0].length, slot: 'viewport' });
  for (const [marker, slot] of MARKERS) {
    const at = template.indexOf(marker);
    if (at >= 0) found.push({ at, end: at + marker.length, slot });
  }
  found.sort((a, b) => a.at - b.at);
  const texts: string[] = [];
  let from = 0;
  for (const f of found) {
    texts.push(template.slice(from, f.at));
    from = f.end;
  }
  texts.push(template.slice(from));
  return { texts, slots: found.map((f) => f.slot) };
}

/**
 * Fills the built template: viewport for the route, head tags, the rendered app and the hydration state.
 * The theme script follows the viewport, at the top of the head: before the stylesheet, which a classic
 * script would otherwise wait for, so `data-theme` is set before anything can be drawn. It is the same
 * for every reader, so the page cache keeps one document per page whatever the theme.
 * The pieces are joined once, in order: a document is tens of kilobytes, and filling one slot at a
 * time copied it whole for each slot after the app.
 */
export function composeDocument(
  { texts, slots }: DocumentTemplate,
  path: string,
  head: string,
  html: string,
  stateJson: string,
  stateId: string,
): string {
  const fill: Record<Slot, string> = {
    viewport: `<meta name="viewport" content="${viewportFor(path)}">${THEME_SCRIPT_ELEMENT}`,
    head,
    html,
    state: `<script id="${stateId}" type="application/json">${stateJson}</script>`,
  };
  let document = texts[0];
  slots.forEach((slot, i) => {
    document += fill[slot] + texts[i + 1];
  });
  return document;
}
