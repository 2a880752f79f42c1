import useSWR from 'swr';
import type { CurrentUser } from '@meydan/shared-types/public';
import { AUTH_ME_URL } from '../config/paths';
import { fetchCurrentUser } from './api';

/**
 * The current user, requested once at start. Null while unknown and for visitors, so the server render
 * and the first client render agree (both without the staff link).
 */
export function useSession(maybeSignedIn: boolean): CurrentUser | null {
  const { data } = useSWR(maybeSignedIn ? AUTH_ME_URL : null, fetchCurrentUser, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    dedupingInterval: 3_600_000,
  });
  return data ?? null;
}
