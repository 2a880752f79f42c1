import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key.js';

describe('pageKey', () => {
  it('drops query parameters the page does not read', () => {
    expect(pageKey('/?cb=123').key).toBe('/');
    expect(pageKey('/news/5/x?utm_source=t&fbclid=abc').key).toBe('/news/5/x');
    expect(pageKey('/news?utm_medium=x&page=2').key).toBe('/news?page=2');
  });

  it('keeps the parameters a page reads, in one order, and drops invalid numbers and page 1', () => {
    expect(pageKey('/news?tag=%D9%81&sport=2&page=3').key).toBe('/news?page=3&sport=2&tag=%D9%81');
    expect(pageKey('/news?sport=2&page=3').key).toBe(pageKey('/news?page=3&sport=2').key);
    expect(pageKey('/news?page=1').key).toBe('/news');
    expect(pageKey('/news?page=abc&sport=-1').key).toBe('/news');
    expect(pageKey('/league/1/table/x?season=4&x=1').key).toBe('/league/1/table/x?season=4');
  });

  it('treats /index and a trailing slash as the same page', () => {
    expect(pageKey('/index').key).toBe('/');
    expect(pageKey('/news/').key).toBe('/news');
    expect(pageKey('/news/').route).toBe('newsList');
  });

  it('answers a request line met before from memory, with the same key, and cannot be changed', () => {
    const first = pageKey('/news?page=2&utm_source=x');
    expect(pageKey('/news?page=2&utm_source=x')).toBe(first);
    expect(first).toEqual({ key: '/news?page=2', route: 'newsList' });
    expect(Object.isFrozen(first)).toBe(true);
  });
});
