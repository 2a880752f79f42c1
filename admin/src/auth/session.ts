import { discardBody } from '@meydan/shared-types/client';
import { isStaff } from '@meydan/shared-types/constants';
import { CurrentUserSchema, type CurrentUser } from '@meydan/shared-types/schemas';
import { apiFetch } from '../lib/httpClient';

let current: Promise<CurrentUser | null> | null = null;

const isCurrentUser = (v: unknown): v is CurrentUser =>
  !!v && typeof v === 'object' && Object.keys(CurrentUserSchema.properties).every((k) => k in v);

async function fetchMe(): Promise<CurrentUser | null> {
  try {
    const response = await apiFetch('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) {
      await discardBody(response);
      return null;
    }
    const body: unknown = await response.json();
    return isCurrentUser(body) ? body : null;
  } catch {
    // The spec: a failing /api/auth/me means "not logged in", silently.
    return null;
  }
}

/** The current user, asked once at start and kept until login or logout changes it. */
export function getCurrentUser(refresh = false): Promise<CurrentUser | null> {
  if (!current || refresh) current = fetchMe();
  return current;
}

export function setCurrentUser(user: CurrentUser | null): void {
  current = Promise.resolve(user);
}

export const isStaffUser = (user: CurrentUser | null): user is CurrentUser => isStaff(user);

/** Only same-site admin paths are accepted as return targets, never another origin. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value.startsWith('/admin') ? value : null;
}
