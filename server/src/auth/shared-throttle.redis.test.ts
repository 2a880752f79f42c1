import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { createUser } from '../testing/fixtures.js';

// Runs when a Redis server is given (see vitest.config.ts): two app processes behind a load balancer
// must count failed logins together, or an attacker just spreads guesses across them.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
  a = await createTestApp({ seeded: false, env });
  b = await createTestApp({ seeded: false, env });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe('login throttling with Redis', () => {
  it('counts failures made on one app process when another is asked', async () => {
    const email = `shared-${Date.now()}@test.example`;
    const u = await createUser(b.app, 'editor', email);
    for (let i = 0; i < 5; i++) {
      const res = await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' }, remoteAddress: `10.9.0.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const other = await b.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: u.password }, remoteAddress: '10.9.1.1' });
    expect(other.statusCode).toBe(429);
  });
});
