import type { EntityManager } from '@mikro-orm/core';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderedCache } from '../../cache/rendered-cache.js';
import { renderBody } from '../../cache/rendered.js';
import type { Lsn } from './lsn.js';
import { ReadRouter, type ReadRouterOptions } from './read-router.js';
import type { ReplicaConnection } from './replica.js';

/*
 * The router against stand-ins for the primary and its replicas: positions, failures and lag are set by
 * hand, so every rule is shown in a few milliseconds. replicas.pg.test.ts shows the same on real servers.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(ms: number, check: () => boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await sleep(5);
  }
}

const PRIMARY = { side: 'primary' } as unknown as EntityManager;

interface FakeReplica {
  connection: ReplicaConnection;
  em: EntityManager;
  replayed: Lsn;
  up: boolean;
  asks: number;
}

function fakeReplica(name: string, replayed: Lsn): FakeReplica {
  const fake: FakeReplica = {
    em: { side: name } as unknown as EntityManager,
    replayed,
    up: true,
    asks: 0,
    connection: {
      name,
      fork: () => fake.em,
      ask: async () => {
        fake.asks++;
        if (!fake.up) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
        return { replayed: fake.replayed, standby: true };
      },
      close: async () => undefined,
    },
  };
  return fake;
}

let routers: ReadRouter[] = [];
afterEach(async () => {
  await Promise.all(routers.map((r) => r.close()));
  routers = [];
});

function setup(replicas: FakeReplica[], options: Partial<ReadRouterOptions> = {}) {
  const lines: { level: 'warn' | 'info'; msg: string; reason?: string }[] = [];
  const primary = { position: 100n };
  const router = new ReadRouter({
    primary: () => PRIMARY,
    position: async () => primary.position,
    replicas: replicas.map((r) => r.connection),
    waitMs: 100,
    maxLagMs: 150,
    pollMs: 10,
    healthMs: 20,
    log: {
      warn: (obj, msg) => lines.push({ level: 'warn', msg, reason: (obj as { reason?: string }).reason }),
      info: (_obj, msg) => lines.push({ level: 'info', msg }),
    },
    ...options,
  });
  routers.push(router);
  const side = () => router.run(async (em) => (em as unknown as { side: string }).side);
  return { router, lines, primary, side };
}

describe('the read router', () => {
  it('reads a replica that has replayed every change heard, waits a bounded time for one, else reads the primary', async () => {
    const replica = fakeReplica('r1', 100n);
    const { router, side } = setup([replica]);
    await router.start();
    expect(await side()).toBe('r1');

    router.heard(200n);
    setTimeout(() => (replica.replayed = 200n), 30);
    expect(await side()).toBe('r1');
    expect(router.stats.waits).toBe(1);

    router.heard(300n);
    let started = Date.now();
    expect(await side()).toBe('primary');
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(router.stats.timeouts).toBe(1);
    // That position timed out once: the next renders needing it do not wait again.
    started = Date.now();
    expect(await side()).toBe('primary');
    expect(Date.now() - started).toBeLessThan(50);

    replica.replayed = 300n;
    await until(500, () => replica.asks > 0 && router.replicas[0]!.stalledAt === null);
    expect(await side()).toBe('r1');
  });

  it('looks at a replica once per poll interval however many renders wait for it', async () => {
    const replica = fakeReplica('r1', 100n);
    const { router, side } = setup([replica], { healthMs: 60_000, waitMs: 100, pollMs: 10 });
    await router.start();
    router.heard(500n);
    replica.asks = 0;
    const sides = await Promise.all(Array.from({ length: 50 }, side));
    expect(sides.every((s) => s === 'primary')).toBe(true);
    // About 100 / 10 looks, not 50 renders times as many.
    expect(replica.asks).toBeLessThanOrEqual(13);
    expect(replica.asks).toBeGreaterThanOrEqual(3);
  });

  it('spreads reads over the replicas that are ready, and takes whichever reaches the position first', async () => {
    const [a, b] = [fakeReplica('a', 100n), fakeReplica('b', 100n)];
    const { router, side } = setup([a, b]);
    await router.start();
    const seen = new Set(await Promise.all(Array.from({ length: 6 }, side)));
    expect(seen).toEqual(new Set(['a', 'b']));
    router.heard(200n);
    setTimeout(() => (b.replayed = 200n), 20);
    expect(await side()).toBe('b');
  });

  it('skips a replica that is down or lagging, logging once as it leaves and once as it returns', async () => {
    const replica = fakeReplica('r1', 100n);
    const { router, side, lines } = setup([replica]);
    await router.start();
    expect(lines).toEqual([{ level: 'info', msg: 'read replica in use' }]);

    replica.up = false;
    await until(500, () => router.replicas[0]!.skipped === 'down');
    const asks = replica.asks;
    await until(500, () => replica.asks > asks + 3);
    expect(await side()).toBe('primary');
    replica.up = true;
    await until(500, () => router.replicas[0]!.skipped === null);
    expect(await side()).toBe('r1');

    // Past REPLICA_MAX_LAG_MS behind a change heard: skipped, and renders stop waiting for it.
    router.heard(900n);
    await until(1_000, () => router.replicas[0]!.skipped === 'lagging');
    const waits = router.stats.waits;
    expect(await side()).toBe('primary');
    expect(router.stats.waits).toBe(waits);
    replica.replayed = 900n;
    await until(500, () => router.replicas[0]!.skipped === null);

    expect(lines.map((l) => [l.level, l.reason ?? l.msg])).toEqual([
      ['info', 'read replica in use'],
      ['warn', 'down'],
      ['info', 'read replica back in use'],
      ['warn', 'lagging'],
      ['info', 'read replica back in use'],
    ]);
  });

  it('runs a read that failed on a replica again on the primary, so the reader never sees the error', async () => {
    const replica = fakeReplica('r1', 100n);
    const { router } = setup([replica]);
    await router.start();
    const result = await router.run(async (em) => {
      if (em === replica.em) throw Object.assign(new Error('Connection terminated unexpectedly'), {});
      return 'from the primary';
    });
    expect(result).toBe('from the primary');
    expect(router.stats.retries).toBe(1);
  });

  it('reads only the primary until its position is known, while the channel is down, and after a change without one', async () => {
    const replica = fakeReplica('r1', 100n);
    let failing = true;
    const { router, side, primary } = setup([replica], {
      position: async () => {
        if (failing) throw new Error('primary away');
        return primary.position;
      },
    });
    await router.start();
    expect(await side()).toBe('primary');
    failing = false;
    await until(500, () => router.needed === 100n);
    await until(500, () => router.replicas[0]!.skipped === null);
    expect(await side()).toBe('r1');

    router.channelLost();
    expect(await side()).toBe('primary');
    primary.position = 150n;
    router.channelBack();
    // Whatever was missed while the channel was down is covered by the primary's position now.
    await until(500, () => router.needed === 150n);
    expect(await side()).toBe('primary');
    replica.replayed = 150n;
    await until(500, () => router.replicas[0]!.stalledAt === null && router.replicas[0]!.replayed === 150n);
    expect(await side()).toBe('r1');

    primary.position = 160n;
    router.heard(null);
    await until(500, () => router.needed === 160n);
    setTimeout(() => (replica.replayed = 160n), 20);
    expect(await side()).toBe('r1');
  });

  it('with the page cache: a render that began before a change was heard is not kept; the next waits for the change', async () => {
    const replica = fakeReplica('r1', 100n);
    const { router } = setup([replica]);
    await router.start();
    const cache = new RenderedCache({ maxBytes: 1 << 20, ttlMs: 60_000, staleOnError: () => false });
    const rows = { title: 'old' };
    const render = () =>
      cache.get('/news/1', () =>
        router.run(async (em) => {
          const title = em === PRIMARY ? rows.title : 'old';
          await sleep(30);
          return renderBody({ type: 'text/plain', body: title, tags: ['news:1'] });
        }),
      );

    const early = render();
    // The edit commits and is heard while that render runs on the replica.
    await sleep(5);
    rows.title = 'new';
    router.heard(200n);
    cache.invalidate(['news:1']);
    expect((await early).body.toString()).toBe('old');
    // Kept only as invalidated: the next reader gets a new render, which cannot read the lagging replica.
    expect((await render()).body.toString()).toBe('new');
    expect(router.stats.timeouts).toBe(1);
  });
});
