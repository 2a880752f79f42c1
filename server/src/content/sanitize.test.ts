import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting editors use', () => {
    const html =
      '<h2>نیمه اول</h2><p><strong>گل</strong> در <a href="https://meydan.example/news/1">دقیقه ۱۰</a></p><blockquote>نقل قول</blockquote><img src="/media/2026/11/a.webp" alt="عکس">';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="عکس">', 'alt="عکس" />'));
  });

  it('removes scripts, event handlers, styles and dangerous URLs', () => {
    expect(sanitizeRichText('<p onmouseover="x()" style="color:red">متن</p><script>alert(1)</script>')).toBe('<p>متن</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">پیوند</a>')).toBe('<a>پیوند</a>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,AAA">')).toBe('');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><object data="x"></object>')).toBe('');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>')).toBe('');
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
