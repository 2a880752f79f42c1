import { describe, expect, it } from 'vitest';
import { contentRange, parseListQuery } from './list-query.js';

describe('parseListQuery', () => {
  it('reads the ra-data-simple-rest parameters', () => {
    const q = parseListQuery({ sort: '["title","desc"]', range: '[0,24]', filter: '{"q":"پرسپولیس","sport":1}' });
    expect(q).toEqual({ sort: { field: 'title', order: 'DESC' }, range: { start: 0, end: 24 }, filter: { q: 'پرسپولیس', sport: 1 } });
  });

  it('accepts a request without parameters', () => {
    expect(parseListQuery({})).toEqual({ sort: null, range: null, filter: {} });
  });

  it.each([
    [{ sort: 'title' }, 'sort'],
    [{ sort: '["title","SIDEWAYS"]' }, 'sort'],
    [{ range: '[5,1]' }, 'range'],
    [{ range: '[-1,3]' }, 'range'],
    [{ range: '[0,5000]' }, 'حداکثر'],
    [{ filter: '[1,2]' }, 'filter'],
    [{ filter: '{"q":' }, 'filter'],
    [{ filter: ['{}', '{}'] }, 'filter'],
  ])('refuses %j with a 400 that names the parameter', (query, word) => {
    try {
      parseListQuery(query as Record<string, unknown>);
      expect.unreachable();
    } catch (err) {
      expect((err as { statusCode: number }).statusCode).toBe(400);
      expect((err as Error).message).toContain(word);
    }
  });

  it('formats Content-Range the way the client counts pages', () => {
    expect(contentRange('news', 0, 25, 319)).toBe('news 0-24/319');
    expect(contentRange('news', 300, 19, 319)).toBe('news 300-318/319');
    expect(contentRange('news', 0, 0, 0)).toBe('news 0-0/0');
  });
});
