import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../schemas/user.js';
import { isExternalRedirect, matchRouteRules, resolveRedirect, ROUTE_RULES, runMiddleware } from './route-rules.js';

const user = (role: CurrentUser['role']): CurrentUser => ({ id: 1, email: 'a@meydan.ir', displayName: 'علی', role });

describe('matchRouteRules', () => {
  it('guards the dashboard and every depth below /admin with the admin rule', () => {
    for (const path of ['/admin', '/admin/', '/admin/team', '/admin/game/12/result', '/admin/gallery/image/3/item']) {
      expect(matchRouteRules(path).middleware, path).toEqual(['admin']);
    }
  });

  it('redirects /admin/news and /admin/gallery to their lists and keeps the admin rule', () => {
    expect(matchRouteRules('/admin/news')).toEqual({ redirect: '/admin/news/list', middleware: ['admin'] });
    expect(matchRouteRules('/admin/gallery')).toEqual({ redirect: '/admin/gallery/image/list', middleware: ['admin'] });
  });

  it('does not redirect pages below those lists', () => {
    expect(matchRouteRules('/admin/news/list').redirect).toBeUndefined();
    expect(matchRouteRules('/admin/news/5/edit').redirect).toBeUndefined();
  });

  it('lets only guests see the login page and only users see the after-login page', () => {
    expect(matchRouteRules('/auth/login').middleware).toEqual(['guest']);
    expect(matchRouteRules('/auth/redirect').middleware).toEqual(['auth']);
  });

  it('puts no rule on public pages or on the /index home alias', () => {
    for (const path of ['/', '/index', '/news', '/news/1/slug', '/administrator']) {
      expect(matchRouteRules(path), path).toEqual({ middleware: [] });
    }
  });

  it('ignores the query string and hash', () => {
    expect(matchRouteRules('/admin/news?page=2#top').redirect).toBe('/admin/news/list');
  });

  it('matches * to exactly one segment and ** to any depth', () => {
    const rules = { '/a/*': { middleware: ['auth'] }, '/b/**': { middleware: ['guest'] }, '/c/*/d': { redirect: '/x' } };
    expect(matchRouteRules('/a/1', rules).middleware).toEqual(['auth']);
    expect(matchRouteRules('/a/1/2', rules).middleware).toEqual([]);
    expect(matchRouteRules('/a', rules).middleware).toEqual([]);
    expect(matchRouteRules('/b/1/2/3', rules).middleware).toEqual(['guest']);
    expect(matchRouteRules('/c/9/d', rules).redirect).toBe('/x');
    expect(matchRouteRules('/c/9/e', rules).redirect).toBeUndefined();
  });

  it('gives the redirect of the most specific pattern whatever the declaration order', () => {
    const rules = { '/p/exact': { redirect: '/exact' }, '/p/*': { redirect: '/one' }, '/p/**': { redirect: '/any' } };
    expect(matchRouteRules('/p/exact', rules).redirect).toBe('/exact');
    expect(matchRouteRules('/p/other', rules).redirect).toBe('/one');
    expect(matchRouteRules('/p/a/b', rules).redirect).toBe('/any');
  });

  it('merges middleware from every matching pattern without repeats', () => {
    const rules = { '/m/**': { middleware: ['auth'] }, '/m/x': { middleware: ['admin', 'auth'] } };
    expect(matchRouteRules('/m/x', rules).middleware).toEqual(['auth', 'admin']);
  });

  it('exposes the rules the build manifest publishes', () => {
    expect(Object.keys(ROUTE_RULES).sort()).toEqual([
      '/admin',
      '/admin/**',
      '/admin/gallery',
      '/admin/news',
      '/auth/denied',
      '/auth/login',
      '/auth/redirect',
      '/index',
    ]);
  });
});

describe('resolveRedirect', () => {
  it('returns the rule redirect for a path, or null', () => {
    expect(resolveRedirect('/admin/news')).toBe('/admin/news/list');
    expect(resolveRedirect('/admin/gallery/')).toBe('/admin/gallery/image/list');
    expect(resolveRedirect('/admin/team')).toBeNull();
    expect(resolveRedirect('/')).toBeNull();
  });

  it('ignores a rule that redirects a page to itself, which would loop', () => {
    expect(resolveRedirect('/loop', { '/loop': { redirect: '/loop/' } })).toBeNull();
  });

  it('returns external targets as they are', () => {
    expect(resolveRedirect('/shop', { '/shop': { redirect: 'https://shop.example.com/' } })).toBe('https://shop.example.com/');
  });
});

describe('runMiddleware', () => {
  const ctx = { path: '/admin/news/list', search: '?page=2' };

  it('lets everyone through when there is no middleware', () => {
    expect(runMiddleware([], { ...ctx, user: null })).toEqual({ ok: true });
  });

  it('sends a logged-in user away from the login page to the after-login page', () => {
    expect(runMiddleware(['guest'], { path: '/auth/login', user: user('user') })).toEqual({ redirect: '/auth/redirect', external: false });
    expect(runMiddleware(['guest'], { path: '/auth/login', user: null })).toEqual({ ok: true });
  });

  it('sends a visitor to the login page with the page and its query to come back to', () => {
    expect(runMiddleware(['auth'], { path: '/auth/redirect', search: '?x=1&y=2', user: null })).toEqual({
      redirect: '/auth/login?redirect=%2Fauth%2Fredirect%3Fx%3D1%26y%3D2',
      external: false,
    });
    expect(runMiddleware(['auth'], { path: '/auth/redirect', user: user('user') })).toEqual({ ok: true });
  });

  it('accepts a search string without its question mark and ignores an empty one', () => {
    expect(runMiddleware(['auth'], { path: '/p', search: 'a=1', user: null })).toEqual({
      redirect: '/auth/login?redirect=%2Fp%3Fa%3D1',
      external: false,
    });
    expect(runMiddleware(['auth'], { path: '/p', search: '?', user: null })).toEqual({
      redirect: '/auth/login?redirect=%2Fp',
      external: false,
    });
  });

  it('sends a visitor on an admin page to the login page', () => {
    expect(runMiddleware(['admin'], { ...ctx, user: null })).toEqual({
      redirect: '/auth/login?redirect=%2Fadmin%2Fnews%2Flist%3Fpage%3D2',
      external: false,
    });
  });

  it('sends a logged-in reader without a staff role to the page that explains why', () => {
    expect(runMiddleware(['admin'], { ...ctx, user: user('user') })).toEqual({ redirect: '/auth/denied', external: false });
    expect(matchRouteRules('/auth/denied').middleware).toEqual(['auth']);
  });

  it('lets admins and editors into the admin area', () => {
    expect(runMiddleware(['admin'], { ...ctx, user: user('admin') })).toEqual({ ok: true });
    expect(runMiddleware(['admin'], { ...ctx, user: user('editor') })).toEqual({ ok: true });
  });

  it('stops at the first middleware that redirects', () => {
    expect(runMiddleware(['auth', 'admin'], { ...ctx, user: user('user') })).toEqual({ redirect: '/auth/denied', external: false });
  });

  it('throws on an unknown middleware name, even after one that would redirect', () => {
    expect(() => runMiddleware(['editor'], { ...ctx, user: null })).toThrow('Unknown route middleware: editor');
    expect(() => runMiddleware(['auth', 'nope'], { ...ctx, user: null })).toThrow(new Error('Unknown route middleware: nope'));
  });
});

describe('isExternalRedirect', () => {
  const origin = 'https://meydan.ir';

  it('is false for paths and absolute URLs on the same origin', () => {
    expect(isExternalRedirect('/admin/news/list', origin)).toBe(false);
    expect(isExternalRedirect('news?page=2', origin)).toBe(false);
    expect(isExternalRedirect('https://meydan.ir/about', origin)).toBe(false);
  });

  it('is true for another host, scheme or port', () => {
    expect(isExternalRedirect('https://example.com/', origin)).toBe(true);
    expect(isExternalRedirect('http://meydan.ir/', origin)).toBe(true);
    expect(isExternalRedirect('https://meydan.ir:8443/', origin)).toBe(true);
    expect(isExternalRedirect('https://cdn.meydan.ir/', origin)).toBe(true);
  });

  it('treats a protocol-relative URL as external', () => {
    expect(isExternalRedirect('//example.com/x', origin)).toBe(true);
  });

  it('treats an unparseable origin as external, forcing a full page load', () => {
    expect(isExternalRedirect('/x', 'not an origin')).toBe(true);
  });
});
