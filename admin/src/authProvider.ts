import type { AuthProvider } from 'react-admin';
import { loginRedirect } from '@meydan/shared-types/client';
import { ADMIN_ONLY_RESOURCES, REFERENCE_RESOURCES, type AdminResource, type Role } from '@meydan/shared-types/constants';
import { type CurrentUser } from '@meydan/shared-types/schemas';
import { httpClient } from './lib/httpClient';
import { getCurrentUser, isStaffUser, setCurrentUser } from './auth/session';

const loginHere = () => loginRedirect(window.location.pathname, window.location.search);

/** The API resource behind a UI resource (the two gallery sections share `gallery`). */
const apiResource = (resource: string): string => (resource.startsWith('gallery/') ? 'gallery' : resource);

/** Mirrors the server's rules so editors never see a button the API would refuse. */
export function canRoleAccess(role: Role, resource: string | undefined, action: string): boolean {
  if (role === 'admin') return true;
  if (role !== 'editor') return false;
  const name = apiResource(resource ?? '') as AdminResource;
  if (ADMIN_ONLY_RESOURCES.includes(name)) return false;
  if (REFERENCE_RESOURCES.includes(name) && action === 'delete') return false;
  return true;
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const { json } = await httpClient<{ user: CurrentUser }>('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    setCurrentUser(json.user);
    return json.user;
  },
  async logout() {
    const user = await getCurrentUser();
    if (user) await httpClient('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    setCurrentUser(null);
    return '/auth/login';
  },
  async checkAuth() {
    const user = await getCurrentUser();
    if (!isStaffUser(user)) {
      // react-admin navigates to redirectTo itself; the login page is outside the admin basename.
      throw { redirectTo: loginHere(), message: false };
    }
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      setCurrentUser(null);
      throw { redirectTo: loginHere() };
    }
    if (error.status === 403) throw { logoutUser: false };
  },
  async getIdentity() {
    const user = await getCurrentUser();
    if (!user) throw new Error('not logged in');
    return { id: user.id, fullName: user.displayName, email: user.email, role: user.role };
  },
  async getPermissions() {
    const user = await getCurrentUser();
    return user?.role ?? null;
  },
  async canAccess({ resource, action }) {
    const user = await getCurrentUser();
    return !!user && canRoleAccess(user.role, resource, action);
  },
};
