import { describe, expect, it } from 'vitest';
import { cacheKeys, normalizePath, pageRequest, parsePageUrl } from './keys.js';

const key = (line: string) => pageRequest(line).key;

describe('page requests', () => {
  it('drops query parameters the page does not read', () => {
    expect(key('/?cb=123')).toBe('/');
    expect(key('/news/5/x?utm_source=t&fbclid=abc')).toBe('/news/5/x');
    expect(key('/news?utm_medium=x&page=2')).toBe('/news?page=2');
  });

  it('keeps the parameters a page reads, in one order, and drops invalid or out-of-range values and page 1', () => {
    expect(key('/news?tag=%D9%81&sport=2&page=3')).toBe('/news?page=3&sport=2&tag=%D9%81');
    expect(key('/news?sport=2&page=3')).toBe(key('/news?page=3&sport=2'));
    expect(key('/news?page=1')).toBe('/news');
    expect(key('/news?page=abc&sport=-1')).toBe('/news');
    expect(key('/news?page=99999')).toBe('/news');
    expect(key('/league/1/table/x?season=4&x=1')).toBe('/league/1/table/x?season=4');
    expect(key('/search?q=%20%20پرسپولیس%20%20&page=2')).toBe('/search?q=%D9%BE%D8%B1%D8%B3%D9%BE%D9%88%D9%84%DB%8C%D8%B3&page=2');
  });

  it('gives the loader the parsed query, typed as the page reads it', () => {
    expect(pageRequest('/news?page=3&sport=2&tag=x&junk=1')).toMatchObject({
      route: 'newsList',
      path: '/news',
      query: { page: 3, sport: 2, tag: 'x' },
      search: '?page=3&sport=2&tag=x',
    });
    expect(pageRequest('/news/12/%D8%B3').params).toEqual({ id: '12', slug: 'س' });
  });

  it('reads every spelling of a path as one path, and says which spelling is the canonical one', () => {
    expect(normalizePath('//anything')).toBe('/anything');
    expect(normalizePath('/news/./12/../13/x/')).toBe('/news/13/x');
    expect(normalizePath('/tags/%d9%81')).toBe('/tags/%D9%81');
    expect(normalizePath('/tags/ف')).toBe('/tags/%D9%81');
    expect(normalizePath('/../..')).toBe('/');
    expect(normalizePath('/news/%2F')).toBeNull();
    expect(normalizePath('/news/%E0%A4%A')).toBeNull();
    for (const line of ['//', '//anything', '/news/', '/./news', '/tags/%d9%81', '/news//12/x']) {
      expect(parsePageUrl(line).canonical, line).toBe(false);
    }
    for (const line of ['/', '/news?page=2&utm=1', '/tags/%D9%81', '/index']) expect(parsePageUrl(line).canonical, line).toBe(true);
    expect(key('//')).toBe('/');
    expect(key('/index')).toBe('/');
  });

  it('answers a request line met before from memory, and cannot be changed', () => {
    const first = parsePageUrl('/news?page=2&utm_source=x');
    expect(parsePageUrl('/news?page=2&utm_source=x')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('makes every kind of key from the one request', () => {
    const request = pageRequest('/news?page=2');
    expect(new Set([cacheKeys.html(request, 'jalali', false), cacheKeys.payload(request), cacheKeys.json(request)]).size).toBe(3);
    expect(cacheKeys.html(request, 'jalali', false)).not.toBe(cacheKeys.html(request, 'gregorian', false));
    expect(cacheKeys.html(request, 'jalali', false)).not.toBe(cacheKeys.html(request, 'jalali', true));
  });
});
