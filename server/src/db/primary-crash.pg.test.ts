import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/index.js';
import { appOnOwnCluster } from '../testing/own-cluster.js';
import { postgresBinaries, type ReplicaCluster } from '../testing/replica-cluster.js';

/*
 * A database server that crashes (stopped with `-m immediate` on a cluster of the test's own) breaks
 * the pooled connections without a word from the server: the driver's bare "Connection terminated
 * unexpectedly". Public pages read with prepared statements on those connections answered 500; a
 * crash is an outage like any other, a 503 with Retry-After.
 */
let cluster: ReplicaCluster | undefined;
let t: TestApp | undefined;

describe.skipIf(!postgresBinaries())('when the database server crashes', () => {
  beforeAll(async () => {
    ({ t, cluster } = await appOnOwnCluster());
  }, 120_000);
  afterAll(() => t?.close());

  it('answers public pages nothing kept with 503 and Retry-After, never 500, and recovers', async () => {
    const get = (url: string) => t!.app.inject({ method: 'GET', url });
    // Every pooled connection has been used (and holds its prepared statements) before the crash.
    await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/api/public/news?page=${i + 1}`)));
    await cluster!.stopPrimary();
    const statuses = new Map<string, number>();
    for (let i = 0; i < 12; i++) {
      for (const url of [
        `/news?page=${i + 2}`,
        `/tags/tag-${i}`,
        `/api/public/news?page=${i + 11}`,
        `/search?q=${encodeURIComponent(`گل ${i}`)}`,
      ]) {
        const res = await get(url);
        statuses.set(url, res.statusCode);
        if (res.statusCode === 503) expect(res.headers['retry-after'], url).toBe('5');
      }
    }
    expect([...statuses].filter(([, s]) => s !== 503 && s !== 404 && s !== 200)).toEqual([]);
    expect([...statuses.values()]).toContain(503);

    await cluster!.startPrimary();
    let status = 0;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline && status !== 200;) {
      status = (await get('/news?page=3')).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  });
});
