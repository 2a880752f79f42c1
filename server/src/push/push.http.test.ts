import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { PushSubscription } from '../model/push.entity.js';
import { loginCookie, startPeerServer, startTestServer, type TestApp } from '../testing/index.js';

/*
 * Web Push end to end: a local HTTP server plays the browser's push service and records what the app
 * sends it, encrypted, when staff save a goal in a game of a team the subscription follows.
 */
const vapid = webpush.generateVAPIDKeys();
const env = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:push@meydan.example' };

interface Received {
  headers: IncomingMessage['headers'];
  body: Buffer;
}
const received: Received[] = [];
let answer = 201;
let service: Server;
let endpoint: string;
let t: TestApp & { url: string };
let peer: (TestApp & { url: string }) | null = null;
let cookie: string;
let game: { id: number; homeScore: number | null; awayScore: number | null; homeTeam: number };

const browserKeys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

beforeAll(async () => {
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/reader-1`;
  t = await startTestServer({ env });
  // A second process on the same database, where there is one: each goal must still be sent once.
  if (t.config.databaseUrl) peer = await startPeerServer(t, env);
  cookie = await loginCookie(t.app, 'admin');
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/game?filter=${encodeURIComponent(JSON.stringify({ status: 'live' }))}&range=[0,0]`,
    headers: { cookie },
  });
  const [first] = res.json<{ id: number; homeScore: number | null; awayScore: number | null; homeTeam: number }[]>();
  game = first;
});
afterAll(async () => {
  await peer?.close();
  await t?.close();
  service?.close();
});

const subscribe = (payload: object) => t.app.inject({ method: 'POST', url: '/api/push/subscription', payload });
async function saveScore(home: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/game/${game.id}/result`,
    headers: { cookie },
    payload: { status: 'live', homeScore: home, awayScore: game.awayScore ?? 0, events: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function until<T>(check: () => T | undefined | false, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`no ${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const subscriptions = () => t.app.orm.em.fork().count(PushSubscription, {});

describe('push subscriptions', () => {
  it('gives the public key, and refuses endpoints that are not https on a public host with a Persian 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).json()).toEqual({ publicKey: vapid.publicKey });
    for (const bad of [
      'http://push.example/x',
      'https://10.0.0.5/x',
      'https://192.168.1.1/x',
      'https://localhost/x',
      'https://metadata/x',
      'https://[::1]/x',
      'ftp://push.example/x',
      'not a url',
    ]) {
      const res = await subscribe({ endpoint: bad, keys: browserKeys(), teams: [1] });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message, bad).toMatch(/نشانی اشتراک/);
    }
    const tooMany = await subscribe({
      endpoint: 'https://push.example/x',
      keys: browserKeys(),
      teams: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await subscriptions()).toBe(0);
  });

  it("sends a goal of a followed team's game once, encrypted, with VAPID, a TTL and the game as topic", async () => {
    expect((await subscribe({ endpoint, keys: browserKeys(), teams: [game.homeTeam] })).statusCode).toBe(204);
    const base = game.homeScore ?? 0;
    // The first state seen is only remembered: nothing is sent for what happened before.
    await saveScore(base);
    await new Promise((r) => setTimeout(r, 500));
    expect(received).toHaveLength(0);
    const saved = Date.now();
    await saveScore(base + 1);
    const [push] = await until(() => received.length > 0 && received, 2_000, 'push request');
    expect(Date.now() - saved).toBeLessThan(2_000);
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(push.headers.authorization).toContain(vapid.publicKey);
    expect(push.headers.ttl).toBe('300');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.topic).toBe(`game-${game.id}`);
    // Encrypted: the goal's text is nowhere in the body.
    expect(push.body.length).toBeGreaterThan(100);
    expect(push.body.toString('utf8')).not.toContain('گل');
    await new Promise((r) => setTimeout(r, 700));
    expect(received).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    answer = 410;
    await saveScore((game.homeScore ?? 0) + 2);
    await until(() => received.length > 1, 2_000, 'second push request');
    await until(async () => (await subscriptions()) === 0, 2_000, 'removal').catch(() => undefined);
    expect(await subscriptions()).toBe(0);
  });

  it('forgets a subscription on DELETE', async () => {
    answer = 201;
    await subscribe({ endpoint, keys: browserKeys(), teams: [game.homeTeam] });
    expect(await subscriptions()).toBe(1);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/push/subscription', payload: { endpoint } });
    expect(res.statusCode).toBe(204);
    expect(await subscriptions()).toBe(0);
  });

  it("follows the teams a browser sent last: one subscription, the old team's goals no longer sent", async () => {
    answer = 201;
    const keys = browserKeys();
    let score = (game.homeScore ?? 0) + 3;
    // Following another team only (the reader unfollowed this game's home team).
    expect((await subscribe({ endpoint, keys, teams: [game.homeTeam + 100_000] })).statusCode).toBe(204);
    const before = received.length;
    await saveScore(score++);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(received).toHaveLength(before);
    // Followed again: the same endpoint sent with the team replaces the teams, and the next goal arrives.
    expect((await subscribe({ endpoint, keys, teams: [game.homeTeam] })).statusCode).toBe(204);
    expect(await subscriptions()).toBe(1);
    await saveScore(score++);
    await until(() => received.length > before, 2_000, 'push request after following again');
    await new Promise((r) => setTimeout(r, 700));
    expect(received).toHaveLength(before + 1);
  });
});
