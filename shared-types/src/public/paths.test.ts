import { describe, expect, it } from 'vitest';
import { matchPublicRoute, parseRouteId, payloadBuildId, publicPaths } from './paths.js';

describe('public route matching', () => {
  it('matches every public route with decoded params', () => {
    expect(matchPublicRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchPublicRoute('/index')?.name).toBe('index');
    expect(matchPublicRoute('/news/12/%D8%AE%D8%A8%D8%B1')).toEqual({ name: 'newsArticle', params: { id: '12', slug: 'خبر' } });
    expect(matchPublicRoute('/game/5/result/x')?.name).toBe('game');
    expect(matchPublicRoute('/league/3/table/x')?.name).toBe('leagueTable');
    expect(matchPublicRoute('/gallery/photo')?.name).toBe('photoList');
    expect(matchPublicRoute('/gallery/video/9/v')?.name).toBe('video');
    expect(matchPublicRoute('/n/AbC12')).toEqual({ name: 'shortLink', params: { code: 'AbC12' } });
    expect(matchPublicRoute('/games')).toEqual({ name: 'fixtures', params: {} });
    expect(matchPublicRoute('/games/1405-09-02')).toEqual({ name: 'fixturesDay', params: { date: '1405-09-02' } });
    expect(matchPublicRoute('/team/7/%D9%BE%D8%B1%D8%B3%D9%BE%D9%88%D9%84%DB%8C%D8%B3')).toEqual({
      name: 'team',
      params: { id: '7', slug: 'پرسپولیس' },
    });
  });
  it('leaves unknown paths and broken encodings unmatched', () => {
    expect(matchPublicRoute('/nope')).toBeNull();
    expect(matchPublicRoute('/news/1')).toBeNull();
    expect(matchPublicRoute('/news/1/%E0%A4%A')).toBeNull();
  });
});

describe('route ids (the validity check)', () => {
  it('accepts positive integers only', () => {
    expect(parseRouteId('12')).toBe(12);
    for (const bad of ['abc', '0', '-1', '1.5', '012', '99999999999', undefined]) expect(parseRouteId(bad)).toBeNull();
  });
});

describe('URL builders', () => {
  it('encodes Persian slugs and keeps list queries tidy', () => {
    expect(publicPaths.newsArticle(3, 'پرسپولیس-برد')).toBe(`/news/3/${encodeURIComponent('پرسپولیس-برد')}`);
    expect(publicPaths.newsList({ sport: 2, page: 1 })).toBe('/news?sport=2');
    expect(publicPaths.leagueTable(1, 'x', 4)).toBe('/league/1/table/x?season=4');
    expect(publicPaths.gallery('video', 7, 'v')).toBe('/gallery/video/7/v');
    expect(publicPaths.team(7, 'پرسپولیس')).toBe(`/team/7/${encodeURIComponent('پرسپولیس')}`);
    expect(publicPaths.fixtures()).toBe('/games');
    expect(publicPaths.fixtures({ year: 1405, month: 9, day: 2 })).toBe('/games/1405-09-02');
  });
  it('builds payload URLs with the build id as the last query key', () => {
    expect(publicPaths.payload('/', 'b1')).toBe('/_payload.json?b1');
    expect(publicPaths.payload('/news/1/x', 'b1')).toBe('/news/1/x/_payload.json?b1');
    expect(publicPaths.payload('/news?page=2', 'b1')).toBe('/news/_payload.json?page=2&b1');
    expect(payloadBuildId('page=2&b1')).toBe('b1');
    expect(payloadBuildId('?b1')).toBe('b1');
    expect(payloadBuildId('page=2')).toBeNull();
  });
});
