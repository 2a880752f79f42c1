import type { EndedSessions, OwnSession, PasswordChange } from '@meydan/shared-types/schemas';
import { httpClient } from '../lib/httpClient';

/** One's own sessions: where this account is signed in, ending the others, and a new password. */
export const ownSessions = {
  list: async () => (await httpClient<OwnSession[]>('/api/auth/sessions')).json,
  endOthers: async () => (await httpClient<EndedSessions>('/api/auth/sessions/end-others', { method: 'POST' })).json,
  end: async (id: number) => {
    await httpClient(`/api/auth/sessions/${id}`, { method: 'DELETE' });
  },
  changePassword: async (input: PasswordChange) =>
    (await httpClient<EndedSessions>('/api/auth/password', { method: 'POST', body: JSON.stringify(input) })).json,
};
