import { describe, expect, it } from 'vitest';
import type { PageHead } from '@meydan/shared-types/schemas';
import { THEME_SCRIPT_ELEMENT } from '../security/theme-script.js';
import { composeDocument, cutTemplate, headTags, hoistImagePreloads } from './document.js';

const head: PageHead = {
  title: 'پرسپولیس "برد" <b>',
  description: 'توضیح & بیشتر',
  canonical: '/news/1/x',
  type: 'article',
  image: {
    src: '/media/a-640.webp',
    srcset: '/media/a-320.webp 320w, /media/a-640.webp 640w, /media/a-1280.webp 1280w',
    width: 640,
    height: 360,
    alt: 'عکس',
  },
  jsonLd: [{ '@type': 'NewsArticle', headline: '</script><script>alert(1)</script>' }],
  publishedAt: '2026-01-01T00:00:00.000Z',
};

describe('document head', () => {
  const tags = headTags({
    head,
    origin: 'https://meydan.example',
    siteTitle: 'میدان',
    defaultImage: null,
    fonts: ['/assets/f.woff2'],
    modules: ['/assets/p.js'],
  });

  it('escapes text and JSON-LD so nothing can break out of the head', () => {
    expect(tags).toContain('<title>پرسپولیس &#34;برد&#34; &#60;b&#62;</title>');
    expect(tags).toContain('content="توضیح &#38; بیشتر"');
    expect(tags).not.toContain('</script><script>');
  });

  it('shares the widest variant with its size, and names the canonical URL', () => {
    expect(tags).toContain('<meta property="og:image" content="https://meydan.example/media/a-1280.webp">');
    expect(tags).toContain('<meta property="og:image:height" content="720">');
    expect(tags).toContain('<link rel="canonical" href="https://meydan.example/news/1/x">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/p.js">');
  });

  it('sets the viewport per route and fills the template', () => {
    const template =
      '<head><meta name="viewport" content="width=device-width, initial-scale=1"><!--app-head--></head><div id="root"><!--app-html--></div><!--app-state-->';
    expect(composeDocument(cutTemplate(template), '/', '', '<p>$&</p>', '{}', 's')).toContain('content="width=1200"');
    const other = composeDocument(cutTemplate(template), '/news', '<title>t</title>', '<p>$&</p>', '{"a":1}', 's');
    expect(other).toContain('content="width=device-width, initial-scale=1"');
    expect(other).toContain('<p>$&</p>');
    expect(other).toContain('<script id="s" type="application/json">{"a":1}</script>');
  });

  it("puts each piece in its slot as written: a title with $& or $' and an app that shows a marker stay as they are", () => {
    const template = '<head><meta name="viewport" content="x"><!--app-head--></head><div id="root"><!--app-html--></div><!--app-state-->';
    const head = "<title>سود $& و $' و $1</title>";
    const html = '<p>&lt;!--app-state--&gt; <!--app-state--></p>';
    expect(composeDocument(cutTemplate(template), '/news', head, html, '{"a":1}', 's')).toBe(
      `<head><meta name="viewport" content="width=device-width, initial-scale=1">${THEME_SCRIPT_ELEMENT}${head}</head><div id="root">${html}</div>` +
        '<script id="s" type="application/json">{"a":1}</script>',
    );
    // The same template again, with other pieces.
    expect(composeDocument(cutTemplate(template), '/', '', '', '{}', 't')).toBe(
      `<head><meta name="viewport" content="width=1200">${THEME_SCRIPT_ELEMENT}</head><div id="root"></div><script id="t" type="application/json">{}</script>`,
    );
  });
});

describe('image preloads', () => {
  it('moves the preloads React writes before the app into the head', () => {
    const link = '<link rel="preload" as="image" imageSrcSet="/a.webp 640w" fetchPriority="high"/>';
    expect(hoistImagePreloads(`${link}<a class="skip-link">x</a>`)).toEqual({ preloads: link, html: '<a class="skip-link">x</a>' });
    expect(hoistImagePreloads('<main></main>')).toEqual({ preloads: '', html: '<main></main>' });
  });
});
