import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, canRoleAccess } from './authProvider';
import { setCurrentUser } from './auth/session';
import { mockFetch } from './test/fetchMock';

const admin = { id: 1, email: 'admin@meydan.example', displayName: 'مدیر', role: 'admin' as const };
const editor = { ...admin, id: 2, role: 'editor' as const };
const reader = { ...admin, id: 3, role: 'user' as const };

beforeEach(() => window.history.replaceState(null, '', '/admin/news/list?page=2'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCurrentUser(null);
});

describe('canRoleAccess', () => {
  it('lets admins do everything', () => {
    expect(canRoleAccess('admin', 'user', 'delete')).toBe(true);
    expect(canRoleAccess('admin', 'base-information', 'edit')).toBe(true);
  });
  it('keeps editors out of users and base information and from deleting reference data', () => {
    expect(canRoleAccess('editor', 'user', 'list')).toBe(false);
    expect(canRoleAccess('editor', 'base-information', 'list')).toBe(false);
    expect(canRoleAccess('editor', 'team', 'delete')).toBe(false);
    expect(canRoleAccess('editor', 'team', 'edit')).toBe(true);
    expect(canRoleAccess('editor', 'news', 'delete')).toBe(true);
    expect(canRoleAccess('editor', 'gallery/image', 'delete')).toBe(true);
  });
  it('gives readers nothing', () => expect(canRoleAccess('user', 'news', 'list')).toBe(false));
});

describe('authProvider', () => {
  it('sends anonymous visitors to the login with a return path', async () => {
    setCurrentUser(null);
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      redirectTo: `/auth/login?redirect=${encodeURIComponent('/admin/news/list?page=2')}`,
    });
  });
  it('refuses a logged-in reader and accepts staff', async () => {
    setCurrentUser(reader);
    await expect(authProvider.checkAuth({})).rejects.toHaveProperty('redirectTo');
    setCurrentUser(editor);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(await authProvider.getPermissions?.({})).toBe('editor');
    expect(await authProvider.canAccess?.({ resource: 'user', action: 'list' })).toBe(false);
  });
  it('logs in with email and password and remembers the user', async () => {
    const calls = mockFetch({ body: { user: admin } });
    await authProvider.login({ email: admin.email, password: 'Meydan-Admin-1404' });
    expect(calls[0]).toMatchObject({ url: '/api/auth/login', method: 'POST', body: { email: admin.email, password: 'Meydan-Admin-1404' } });
    expect(await authProvider.getIdentity?.()).toMatchObject({ id: 1, fullName: 'مدیر' });
  });
  it('logs out on the server and forgets the user', async () => {
    setCurrentUser(admin);
    const calls = mockFetch({ status: 204 });
    expect(await authProvider.logout({})).toBe('/auth/login');
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST' });
    await expect(authProvider.checkAuth({})).rejects.toHaveProperty('redirectTo');
  });
  it('treats 401 as logged out and 403 as a refusal that keeps the session', async () => {
    setCurrentUser(admin);
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({ logoutUser: false });
    await expect(authProvider.checkError({ status: 401 })).rejects.toHaveProperty('redirectTo');
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });
});
