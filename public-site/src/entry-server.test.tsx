// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import { layout, pagePayload, state } from './test/fixtures';

const routes: [string, Parameters<typeof pagePayload>[0], string][] = [
  ['/', 'home', 'آخرین اخبار'],
  ['/about', 'about', 'متن درباره'],
  ['/news', 'newsList', 'عنوان خبر 1'],
  ['/news/1/x', 'newsArticle', 'متن خبر'],
  ['/tags/x', 'tag', '#پرسپولیس'],
  ['/sport/1/x', 'sport', 'اخبار فوتبال'],
  ['/gallery/photo', 'galleryList', 'گالری عکس'],
  ['/gallery/photo/1/x', 'gallery', 'عکس اول'],
  ['/game/1/result/x', 'game', 'آزادی'],
  ['/league/1/table/x', 'leagueTable', 'قهرمانی'],
  ['/games/1405-09-02', 'fixtures', 'دوشنبه ۲ آذر ۱۴۰۵'],
  ['/team/1/x', 'team', '۷۸٬۱۱۶'],
  ['/search?q=x', 'search', 'لید <mark>پرسپولیس</mark>'],
];

describe('server render', () => {
  it.each(routes)('renders %s completely from its payload', async (url, page, text) => {
    const html = await render(state(url, pagePayload(page)));
    expect(html).toContain(text);
    expect(html).toContain(layout.siteTitle);
    expect(html).not.toContain('aria-busy');
  });

  it('renders a page whose chunk this process has not loaded yet completely, and the same HTML after', async () => {
    // Fresh modules: no page chunk loaded, so the first render suspends on it and must wait.
    vi.resetModules();
    const fresh = await import('./entry-server');
    const about = state('/about', pagePayload('about'));
    const first = await fresh.render(about);
    expect(first).toContain('متن درباره');
    expect(first).not.toMatch(/<!--\$[?!]-->/);
    expect(await fresh.render(about)).toBe(first);
  });

  it('puts a search form that works without JavaScript in the header of every page', async () => {
    for (const [url, page] of routes) {
      const html = await render(state(url, pagePayload(page)));
      const form = /<form class="search-box"[^>]*>/.exec(html)?.[0] ?? '';
      expect(form).toContain('action="/search"');
      expect(form).toContain('method="get"');
      const input = /<input[^>]*id="site-search-q"[^>]*>/.exec(html)?.[0] ?? '';
      expect(input).toContain('type="search"');
      expect(input).toContain('name="q"');
    }
  });

  it('renders a non-fatal 404 inside the layout and a fatal one without it', async () => {
    const inLayout = await render(
      state('/nope', {
        kind: 'error',
        status: 404,
        head: { title: '', description: '', canonical: '/', image: null, type: 'website', jsonLd: [] },
        error: { statusCode: 404, fatal: false, message: 'Page not found' },
      }),
    );
    // The message travels with the error; the reader is told in Persian.
    expect(inLayout).toContain('صفحه پیدا نشد');
    expect(inLayout).not.toContain('Page not found');
    expect(inLayout).toContain('site-header');
    const fatal = await render(
      state('/news/abc/x', {
        kind: 'error',
        status: 404,
        head: { title: '', description: '', canonical: '/', image: null, type: 'website', jsonLd: [] },
        error: { statusCode: 404, fatal: true, message: 'Page Not Found: /news/abc/x' },
      }),
    );
    expect(fatal).toContain('صفحه پیدا نشد');
    expect(fatal).not.toContain('Page Not Found');
    expect(fatal).not.toContain('site-header');
  });

  it('writes dates in the visitor calendar with Persian digits', async () => {
    const jalali = await render(state('/news/1/x', pagePayload('newsArticle')));
    const gregorian = await render(state('/news/1/x', pagePayload('newsArticle'), 'gregorian'));
    expect(jalali).toContain('۱۴۰۴');
    expect(gregorian).toContain('۲۰۲۶');
    expect(jalali).not.toMatch(/>\s*20\d\d/);
  });
});
