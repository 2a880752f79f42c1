import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_RULES, matchRouteRules, resolveRedirect, runMiddleware, viewportFor } from '@meydan/shared-types/client';
import { isAppPath, routeRules, setRouteRules } from './rules';
import { editRowClick, href, paths } from '../paths';

const staff = { id: 1, email: 'e@meydan.example', displayName: 'دبیر', role: 'editor' as const };
const reader = { ...staff, role: 'user' as const };

afterEach(() => setRouteRules(ROUTE_RULES));

describe('route rules in the admin', () => {
  it('forwards the section roots to their lists', () => {
    expect(resolveRedirect('/admin/news', routeRules())).toBe('/admin/news/list');
    expect(resolveRedirect('/admin/gallery', routeRules())).toBe('/admin/gallery/image/list');
    expect(resolveRedirect('/admin/news/list', routeRules())).toBeNull();
  });

  it('puts every admin path behind the admin rule and the auth pages behind guest and auth', () => {
    for (const path of ['/admin', '/admin/game/5/result', '/admin/gallery/image/3/item', '/admin/base-information']) {
      expect(matchRouteRules(path, routeRules()).middleware).toEqual(['admin']);
    }
    expect(matchRouteRules('/auth/login', routeRules()).middleware).toEqual(['guest']);
    expect(matchRouteRules('/auth/redirect', routeRules()).middleware).toEqual(['auth']);
    expect(matchRouteRules('/auth/denied', routeRules()).middleware).toEqual(['auth']);
  });

  it('sends anonymous visitors to the login with the return path, readers to the page that explains why', () => {
    expect(runMiddleware(['admin'], { user: null, path: '/admin/news/list', search: '?page=2' })).toEqual({
      redirect: `/auth/login?redirect=${encodeURIComponent('/admin/news/list?page=2')}`,
      external: false,
    });
    expect(runMiddleware(['admin'], { user: reader, path: '/admin' })).toMatchObject({ redirect: '/auth/denied' });
    expect(runMiddleware(['admin'], { user: staff, path: '/admin' })).toEqual({ ok: true });
    expect(runMiddleware(['guest'], { user: staff, path: '/auth/login' })).toMatchObject({ redirect: '/auth/redirect' });
  });

  it('throws on an unknown middleware name', () => {
    expect(() => runMiddleware(['admin', 'superuser'], { user: staff, path: '/admin' })).toThrow(/superuser/);
  });

  it('takes the rules of the build manifest and ignores a malformed one', () => {
    setRouteRules({ '/admin/**': { middleware: ['admin'] }, '/admin/old': { redirect: '/admin/news/list' } });
    expect(resolveRedirect('/admin/old', routeRules())).toBe('/admin/news/list');
    setRouteRules(['not', 'rules']);
    expect(resolveRedirect('/admin/old', routeRules())).toBe('/admin/news/list');
  });

  it('knows which paths this app renders', () => {
    expect(isAppPath('/admin')).toBe(true);
    expect(isAppPath('/auth/login?redirect=x')).toBe(true);
    expect(isAppPath('/')).toBe(false);
    expect(isAppPath('/administrator')).toBe(false);
  });

  it('uses device width on every admin route', () => {
    expect(viewportFor('/admin/news/list')).toBe('width=device-width, initial-scale=1');
  });
});

describe('seed paths', () => {
  it('builds the seed paths for news and galleries and the default ones elsewhere', () => {
    expect(paths.list('news')).toBe('/news/list');
    expect(paths.edit('news', 12)).toBe('/news/12/edit');
    expect(paths.create('news')).toBe('/news/create');
    expect(paths.list('gallery/video')).toBe('/gallery/video/list');
    expect(paths.galleryItems(4)).toBe('/gallery/image/4/item');
    expect(paths.gameResult(8)).toBe('/game/8/result');
    expect(paths.edit('team', 3)).toBe('/team/3');
    expect(href(paths.list('age'))).toBe('/admin/age');
    expect(editRowClick(5, 'gallery/image')).toBe('/admin/gallery/image/5/edit');
  });
});
