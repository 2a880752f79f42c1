import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_BUILT_HTML, RENDER_FAILED_HTML, SITE_UNAVAILABLE_HTML, STATIC_PAGE_CSP } from './static-pages.js';

describe('the static fallback pages', () => {
  it('carry no style attributes, and their policy allows exactly their one style element', () => {
    for (const html of [NOT_BUILT_HTML, SITE_UNAVAILABLE_HTML, RENDER_FAILED_HTML]) {
      expect(html).not.toMatch(/\sstyle=/);
      const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const hash = createHash('sha256').update(css).digest('base64');
      expect(STATIC_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
      expect(html).toContain('dir="rtl"');
    }
  });
});
