import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { createUser, login } from '../../testing/fixtures.js';

/* The rules see the record as the write leaves it: what a partial save sends, over what is stored. */
let test: TestApp;
let admin: string;

async function call(method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await test.app.inject({ method, url, headers: { cookie: admin }, payload });
  return { status: res.statusCode, body: res.json<{ id: number; errors?: Record<string, string> } & Record<string, unknown>>() };
}

beforeAll(async () => {
  test = await createTestApp({ seeded: false });
  const a = await createUser(test.app, 'admin');
  admin = await login(test.app, a.email, a.password);
});
afterAll(() => test?.close());

describe('season dates on a partial save', () => {
  it('checks an end date alone against the stored start date, and a cleared start date lets it pass', async () => {
    const sport = (await call('POST', '/api/admin/sport', { title: 'هندبال' })).body.id;
    const league = (await call('POST', '/api/admin/league', { title: 'لیگ برتر هندبال', sport })).body.id;
    const season = (await call('POST', '/api/admin/season', { league, title: '۱۴۰۴', startsOn: '2025-09-01' })).body.id;

    const early = await call('PUT', `/api/admin/season/${season}`, { endsOn: '2025-08-01' });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ endsOn: 'تاریخ پایان فصل نباید پیش از تاریخ شروع باشد.' });

    const cleared = await call('PUT', `/api/admin/season/${season}`, { startsOn: null, endsOn: '2025-08-01' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ startsOn: null, endsOn: '2025-08-01', title: '۱۴۰۴' });
  });
});
