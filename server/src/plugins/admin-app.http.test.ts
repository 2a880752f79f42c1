import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

let t: TestApp;

// Staff may reach the back office by another host than readers use; short links must name the readers' one.
const PUBLIC_URL = 'https://meydan.example/news"><i>x';

beforeAll(async () => {
  t = await createTestApp({ seeded: false, env: { PUBLIC_URL } });
});
afterAll(() => t?.close());

describe('the back office page', () => {
  it("carries the site's configured address for its short links, escaped for the attribute", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/login', headers: { host: '10.0.0.5:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="public-url" content="https://meydan.example/news&#34;&#62;&#60;i&#62;x" />');
    expect(res.body).not.toContain('"><i>');
    expect(res.body).not.toContain('__PUBLIC_URL__');
  });
});
