import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text.js';

describe('the readable text of a body', () => {
  it('drops scripts and styles whole, parts words at block tags only, and reads entities', () => {
    const body =
      '<p>استقلال&nbsp;&nbsp;تهران</p>\n\t<SCRIPT>alert(1)</SCRIPT><style>p{}</style><p>پرس<b>پولیس</b> برد<br/>دو</p><IMG src="x.webp">گل&#1740; &zwnj;&laquo;زیبا&raquo; &unknown; &amp;';
    expect(htmlText(body)).toBe('استقلال تهران پرسپولیس برد دو گلی \u200c«زیبا» &unknown; &');
  });

  it('collapses every run of white space to one space and trims, leaving single spaces as they are', () => {
    expect(htmlText('  یک \u00a0 دو\n\nسه\tچهار پنج  ')).toBe('یک دو سه چهار پنج');
    expect(htmlText('<div>\r\n</div>')).toBe('');
  });
});
