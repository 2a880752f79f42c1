import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser, setCurrentUser } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  setCurrentUser(null);
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('getCurrentUser', () => {
  it('treats a 401 as a visitor and reads its body, so the browser can close the request', async () => {
    const unauthorized = answer(401, { message: 'Unauthorized' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized),
    );
    expect(await getCurrentUser(true)).toBeNull();
    expect(unauthorized.bodyUsed).toBe(true);
  });

  it('returns the user of a 200', async () => {
    const user = { id: 1, email: 'admin@meydan.example', displayName: 'مدیر', role: 'admin' };
    const ok = answer(200, user);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok),
    );
    expect(await getCurrentUser(true)).toEqual(user);
    expect(ok.bodyUsed).toBe(true);
  });
});
