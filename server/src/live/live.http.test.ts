import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH } from '@meydan/shared-types/public';
import { LiveMessageSchema, type GameResultInput, type LiveMessage } from '@meydan/shared-types/schemas';
import { contractErrors } from '../testing/contract.js';
import { loginCookie, startTestServer, type TestApp } from '../testing/index.js';
import { SseStream } from '../testing/sse-stream.js';

/*
 * The live stream of one app process (the embedded database, or PostgreSQL when TEST_DATABASE_URL is
 * set): what a reader's EventSource receives while staff save results in the back office.
 */
let t: TestApp & { url: string };
let cookie: string;
const open: SseStream[] = [];

beforeAll(async () => {
  t = await startTestServer({ env: { LIVE_HEARTBEAT_MS: '300' } });
  cookie = await loginCookie(t.app, 'admin');
});
afterAll(async () => {
  for (const s of open) s.close();
  await t?.close();
});

const stream = async (query: string, headers: Record<string, string> = {}) => {
  const s = await SseStream.open(`${t.url}${LIVE_PATH}?${query}`, headers);
  open.push(s);
  return s;
};
const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/game${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

interface AdminGame {
  id: number;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
}
async function gameWith(status: string): Promise<AdminGame> {
  const res = await admin('GET', `?filter=${encodeURIComponent(JSON.stringify({ status }))}&sort=["kickoffAt","ASC"]&range=[0,0]`);
  return (res.json() as AdminGame[])[0];
}
const saveResult = async (id: number, body: GameResultInput) => {
  const res = await admin('PUT', `/${id}/result`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const states = (s: SseStream) => s.games<LiveMessage>().map((m) => m.game);

describe('GET /api/public/live', () => {
  it('refuses a missing or malformed game list with a 400 that says how to write it', async () => {
    for (const query of [
      '',
      'games=',
      'games=abc',
      'games=0',
      'games=-3',
      'games=1,,2',
      'games=1.5',
      'games=1&games=2',
      `games=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await fetch(`${t.url}${LIVE_PATH}?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { message: string };
      expect(body.message).toContain('شناسه');
    }
  });

  it('streams the state of each followed game at once, with no-store and unbuffered headers; unknown ids stay silent', async () => {
    const live = await gameWith('live');
    const s = await stream(`games=${live.id},999999`);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toBe('no-store');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['content-security-policy']).toBeDefined();
    const [first] = await s.until(() => s.games<LiveMessage>().length > 0 && s.games<LiveMessage>(), 2_000, 'the first state');
    expect(contractErrors(LiveMessageSchema, first)).toEqual([]);
    expect(first.game).toMatchObject({ id: live.id, status: 'live', homeScore: live.homeScore, awayScore: live.awayScore });
    expect(Math.abs(first.now - Date.now())).toBeLessThan(5_000);
    expect(s.events[0].id).toMatch(new RegExp(`^${live.id}:[0-9a-f]+$`));
    // A few heartbeats later, still nothing about the unknown game.
    await s.until(() => s.comments.length >= 2, 2_000, 'two heartbeats');
    expect(states(s).every((g) => g.id === live.id)).toBe(true);
    expect(states(s)).toHaveLength(1);
  });

  it('delivers a goal saved in the back office within 2 s, with the event in the timeline', async () => {
    const live = await gameWith('live');
    const s = await stream(`games=${live.id}`);
    await s.until(() => states(s).length === 1, 2_000, 'the first state');
    const before = states(s)[0];
    const homeScore = (before.homeScore ?? 0) + 1;
    const started = Date.now();
    await saveResult(live.id, {
      status: 'live',
      homeScore,
      awayScore: before.awayScore ?? 0,
      events: [...before.events.map(({ id: _id, ...e }) => e), { minute: 88, side: 'home', type: 'goal', player: 'گلزن آزمایشی' }],
    });
    const after = await s.until(() => states(s).find((g) => g.homeScore === homeScore), 2_000, 'the new score');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(after.events.at(-1)).toMatchObject({ minute: 88, type: 'goal', player: 'گلزن آزمایشی', side: 'home' });
    // The page a reload would show agrees (the stream is no substitute for invalidating it).
    const page = (await fetch(`${t.url}/api/public/game/${live.id}`).then((r) => r.json())) as { game: { homeScore: number } };
    expect(page.game.homeScore).toBe(homeScore);
  });

  it('starts the clock when a game kicks off and restarts it at 45 for the second half', async () => {
    const game = await gameWith('scheduled');
    const s = await stream(`games=${game.id}`);
    await s.until(() => states(s).length === 1, 2_000, 'the first state');
    expect(states(s)[0]).toMatchObject({ status: 'scheduled', clock: null });

    const kickoff = Date.now();
    await saveResult(game.id, { status: 'live', homeScore: 0, awayScore: 0, events: [] });
    const first = await s.until(() => states(s).find((g) => g.status === 'live'), 2_000, 'the kick-off');
    expect(first.clock?.base).toBe(0);
    expect(Math.abs(Date.parse(first.clock!.startedAt) - kickoff)).toBeLessThan(2_000);

    await saveResult(game.id, { status: 'half_time', homeScore: 0, awayScore: 0, homeHalfScore: 0, awayHalfScore: 0, events: [] });
    await s.until(() => states(s).find((g) => g.status === 'half_time'), 2_000, 'half time');
    await saveResult(game.id, { status: 'live', homeScore: 0, awayScore: 1, homeHalfScore: 0, awayHalfScore: 0, events: [] });
    const second = await s.until(() => states(s).find((g) => g.status === 'live' && g.awayScore === 1), 2_000, 'the second half');
    expect(second.clock?.base).toBe(45);
    expect(second).toMatchObject({ homeHalfScore: 0, awayHalfScore: 0 });

    // The pages show the minute too, without JavaScript, as it was when they were made.
    const card = (await fetch(`${t.url}/api/public/game/${game.id}`).then((r) => r.json())) as {
      game: { minute: number; clock: { base: number } };
    };
    expect(card.game.clock.base).toBe(45);
    expect(card.game.minute).toBe(46);
  });

  it('resumes from Last-Event-ID: nothing again when nothing changed, only the changed game otherwise', async () => {
    const live = await gameWith('live');
    const other = await gameWith('finished');
    const first = await stream(`games=${live.id},${other.id}`);
    await first.until(() => states(first).length === 2, 2_000, 'both states');
    const lastId = first.events.at(-1)!.id!;
    first.close();

    const same = await stream(`games=${live.id},${other.id}`, { 'last-event-id': lastId });
    await same.until(() => same.comments.length >= 2, 2_000, 'two heartbeats');
    expect(same.events).toHaveLength(0);
    same.close();

    const current = states(first).find((g) => g.id === live.id)!;
    await saveResult(live.id, {
      status: 'live',
      homeScore: current.homeScore ?? 0,
      awayScore: (current.awayScore ?? 0) + 1,
      events: current.events.map(({ id: _id, ...e }) => e),
    });
    // An EventSource reconnecting by itself sends the header; the site's client, reconnecting with
    // back-off, passes the same id in the query.
    const resumed = await stream(`games=${live.id},${other.id}&lastEventId=${encodeURIComponent(lastId)}`);
    await resumed.until(() => states(resumed).length === 1 && resumed.comments.length >= 1, 2_000, 'the changed state');
    expect(states(resumed)[0]).toMatchObject({ id: live.id, awayScore: (current.awayScore ?? 0) + 1 });
    expect(resumed.events[0].id).toContain(`${other.id}:`);
  });
});

describe('shutting down', () => {
  it('ends open streams, so closing the app is not held up by readers', async () => {
    const own = await startTestServer();
    const live = await gameWith('live');
    const s = await SseStream.open(`${own.url}${LIVE_PATH}?games=${live.id}`);
    await s.until(() => s.events.length === 1, 2_000, 'the first state');
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await s.until(() => s.ended, 1_000, 'the end of the stream');
  });
});
