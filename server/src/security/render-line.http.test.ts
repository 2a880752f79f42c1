import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

/*
 * Replays the siege's finding: made-up pages each cost a render, and their line had no bound, so one
 * client's flood queued ahead of every reader's miss. Two waiting renders per address here, so the
 * flood meets the bound within a few requests.
 */
let t: TestApp;
let defaults: TestApp;
beforeAll(async () => {
  [t, defaults] = await Promise.all([createTestApp({ env: { RENDER_QUEUE_PER_IP: '2' } }), createTestApp()]);
});
afterAll(() => Promise.all([t?.close(), defaults?.close()]));

const get = (url: string, remoteAddress: string, app = t) => app.app.inject({ method: 'GET', url, remoteAddress });

describe('finding: a flood of made-up pages from one address', () => {
  it('is refused with a Persian 429 past its share of the render line, while another reader is served', async () => {
    const flood = Array.from({ length: 40 }, (_, i) => get(`/news/${9_000_000 + i}/made-up`, '203.0.113.50'));
    const reader = get('/news', '198.51.100.20');
    const answers = await Promise.all(flood);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].headers['retry-after']).toBe('5');
    expect(refused[0].headers['cache-control']).toBe('no-store');
    expect(refused[0].body).toMatch(/صف ساخت صفحه/);
    // What got a turn was answered in full (these pages do not exist): nothing failed.
    expect(answers.every((r) => r.statusCode === 429 || r.statusCode === 404)).toBe(true);
    expect((await reader).statusCode).toBe(200);
    // Once the line has drained, the same address is served again.
    expect((await get('/news/9000000/made-up', '203.0.113.50')).statusCode).toBe(404);
  });
});

describe('many readers behind one address', () => {
  it('all wait their turn under the default limits: fifty misses at once from one address, none refused', async () => {
    // bench:web's wrk, or a carrier's shared address: 50 at once, 46 of them waiting for a render turn.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => get(`/news/${8_000_000 + i}/made-up`, '203.0.113.60', defaults)),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 404)).toEqual([]);
  });
});
