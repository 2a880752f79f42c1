import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH } from '@meydan/shared-types/public';
import { type LiveMessage } from '@meydan/shared-types/schemas';
import { loginCookie, startPeerServer, startTestServer, type TestApp } from '../testing/index.js';
import { cutChangeChannel } from '../testing/change-channel.js';
import { SseStream } from '../testing/sse-stream.js';

/*
 * Two app processes on one PostgreSQL database, as behind a load balancer: a reader connected to B sees
 * a result saved through A, over LISTEN/NOTIFY and, when TEST_REDIS_URL is set, over Redis pub/sub.
 */
const transports = [
  { name: 'PostgreSQL LISTEN/NOTIFY', env: {} as Record<string, string> },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'Redis pub/sub', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
];

const states = (s: SseStream) => s.games<LiveMessage>().map((m) => m.game);

describe.each(transports)('live streams across app processes over $name', ({ env }) => {
  let a: TestApp & { url: string };
  let b: TestApp & { url: string };
  let cookie: string;
  const open: SseStream[] = [];

  beforeAll(async () => {
    a = await startTestServer({ env });
    b = await startPeerServer(a, env);
    cookie = await loginCookie(a.app, 'admin');
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await b?.close();
    await a?.close();
  });

  const streamOn = async (server: { url: string }, games: number[]) => {
    const s = await SseStream.open(`${server.url}${LIVE_PATH}?games=${games.join(',')}`);
    open.push(s);
    await s.until(() => states(s).length === games.length, 3_000, 'the first states');
    return s;
  };
  const liveGame = async () => {
    const res = await a.app.inject({
      method: 'GET',
      url: '/api/admin/game?filter={"status":"live"}&sort=["id","ASC"]&range=[0,0]',
      headers: { cookie },
    });
    return (res.json() as { id: number }[])[0].id;
  };

  it('delivers a score saved through A to readers on B (and on A) within 2 s', async () => {
    const id = await liveGame();
    const onB = await Promise.all([streamOn(b, [id]), streamOn(b, [id])]);
    const onA = await streamOn(a, [id]);
    const before = states(onB[0])[0];
    const homeScore = (before.homeScore ?? 0) + 1;
    const started = Date.now();
    const saved = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/game/${id}/result`,
      headers: { cookie },
      payload: {
        status: 'live',
        homeScore,
        awayScore: before.awayScore ?? 0,
        events: [...before.events.map(({ id: _id, ...e }) => e), { minute: 61, side: 'home', type: 'penalty_goal', player: 'پنالتی‌زن' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const s of [...onB, onA]) {
      const got = await s.until(() => states(s).find((g) => g.homeScore === homeScore), 2_000, 'the new score');
      expect(got.events.some((e) => e.player === 'پنالتی‌زن' && e.type === 'penalty_goal')).toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(2_000);
    // B read the committed state once for both of its readers of that game.
    expect(b.app.live.gameCount).toBe(1);
  });

  it('delivers a commentary entry, its edit and removal, and statistics saved through A to readers on B within 2 s', async () => {
    const id = await liveGame();
    const s = await streamOn(b, [id]);
    const held = states(s)[0].commentary.seq;
    const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      a.app.inject({ method, url: `/api/admin/game/${id}/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

    let started = Date.now();
    const added = await admin('POST', 'commentary', { minute: 62, kind: 'key', text: 'گل! ضربهٔ آزاد تماشایی' });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<{ id: number; version: number }>();
    const got = await s.until(() => states(s).find((g) => g.commentary.changes.some((c) => c.id === entry.id)), 2_000, 'the new entry');
    expect(Date.now() - started).toBeLessThan(2_000);
    // Only the latest changes travel, and they follow on from what the reader held.
    expect(got.commentary.seq).toBe(held + 1);
    expect(got.commentary.from).toBeLessThanOrEqual(held + 1);
    expect(got.commentary.changes[0]).toMatchObject({ id: entry.id, kind: 'key', text: 'گل! ضربهٔ آزاد تماشایی', seq: held + 1 });

    started = Date.now();
    await admin('PUT', `commentary/${entry.id}`, { version: entry.version, minute: 63, kind: 'key', text: 'گل! ضربهٔ آزاد' });
    await s.until(
      () => states(s).find((g) => g.commentary.changes.some((c) => c.id === entry.id && 'text' in c && c.text === 'گل! ضربهٔ آزاد')),
      2_000,
      'the edit',
    );
    await admin('DELETE', `commentary/${entry.id}`);
    await s.until(() => states(s).find((g) => g.commentary.changes.some((c) => c.id === entry.id && 'removed' in c)), 2_000, 'the removal');

    const stats = { possession: 61, shots: 9, shotsOnTarget: 4, corners: 5, fouls: 8, offsides: 1, saves: 2 };
    await admin('PUT', 'stats', { home: stats, away: { ...stats, possession: 39 } });
    await s.until(() => states(s).find((g) => g.stats.home.possession === 61 && g.stats.away.possession === 39), 2_000, 'the statistics');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("sends B's readers the current state again after B lost the channel and got it back", async () => {
    const id = await liveGame();
    const s = await streamOn(b, [id]);
    const before = states(s)[0];
    const awayScore = (before.awayScore ?? 0) + 1;
    // Cut B off, then change the game straight in the database: no message can reach B about it.
    await cutChangeChannel(b.app);
    const admin = new pg.Client({ connectionString: a.config.databaseUrl! });
    await admin.connect();
    try {
      await admin.query('update game set away_score = $1 where id = $2', [awayScore, id]);
    } finally {
      await admin.end();
    }
    const got = await s.until(() => states(s).find((g) => g.awayScore === awayScore), 10_000, 'the state read after the channel came back');
    expect(got.id).toBe(id);
  });
});
