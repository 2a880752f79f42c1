import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../content/sanitize.js';
import { cleanHtml } from './html.js';

describe('cleanHtml', () => {
  it('keeps everything an editor could save (one allowlist on the way in and out)', () => {
    const saved = sanitizeRichText(
      '<p>نتیجه <sup>۱</sup></p><pre><code>۲ - ۱</code></pre><table><tr><th scope="col">تیم</th></tr></table>',
    );
    expect(saved).toContain('<pre><code>');
    expect(cleanHtml(saved)).toBe(saved);
  });

  it('still refuses script on the way out, and makes outside links safe and images lazy', () => {
    expect(cleanHtml('<p onclick="x()">متن</p><script>alert(1)</script>')).toBe('<p>متن</p>');
    expect(cleanHtml('<a href="https://x.example">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(cleanHtml('<img src="/media/a.webp" alt="" />')).toBe('<img src="/media/a.webp" alt="" loading="lazy" />');
  });
});
