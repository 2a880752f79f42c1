import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestApp } from '../testing/index.js';
import { createUser } from '../testing/fixtures.js';

// Runs when a Redis server is given (see vitest.config.ts): two app processes behind a load balancer
// must count login attempts together, or an attacker just spreads guesses across them. The Redis
// database outlives the test, so every run uses its own addresses.
let a: TestApp & { url: string };
let b: TestApp & { url: string };
beforeAll(async () => {
  const env = { REDIS_URL: process.env.TEST_REDIS_URL!, TRUST_PROXY: '127.0.0.1' };
  a = await startTestServer({ seeded: false, env });
  b = await startTestServer({ seeded: false, env });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const run = Math.floor(Math.random() * 250);
/** A fresh client address for this run; the listening servers trust 127.0.0.1 as their proxy. */
const address = (n: number) => `10.${run}.${Math.floor(n / 250)}.${n % 250}`;

const login = (server: { url: string }, email: string, password: string, ip: string) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });

describe('login throttling with Redis', () => {
  it('counts failures made on one app process when another is asked', async () => {
    const u = await createUser(b.app, 'editor', `shared-${Date.now()}@test.example`);
    for (let i = 0; i < 5; i++) expect((await login(a, u.email, 'wrong-password', address(1))).status).toBe(401);
    expect((await login(b, u.email, u.password, address(1))).status).toBe(429);
    expect((await login(b, u.email, u.password, address(2))).status).toBe(200);
  });

  it('evaluates only five of 300 concurrent wrong guesses and the right one, split over two processes', async () => {
    const u = await createUser(a.app, 'admin', `race-${Date.now()}@test.example`);
    const guesses = Array.from({ length: 300 }, (_, i) => login(i % 2 ? a : b, u.email, `wrong-${i}`, address(3)));
    const statuses = await Promise.all([...guesses, login(a, u.email, u.password, address(3))].map(async (r) => (await r).status));
    const evaluated = statuses.filter((s) => s !== 429);
    expect(evaluated.length).toBe(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429 && s !== 200)).toEqual([]);
  });
});
