import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/index.js';
import { isDatabaseUnavailable } from './database-errors.js';

// Runs only against a PostgreSQL server (see vitest.config.ts): an embedded database has no network to cut.
let t: TestApp;
let proxy: net.Server;
const links = new Set<net.Socket>();

/** The network between the app and PostgreSQL, which a test can cut without the server saying a word. */
function startProxy(target: URL): Promise<number> {
  proxy = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, server]) {
      links.add(s);
      s.on('error', () => undefined);
      s.on('close', () => links.delete(s));
    }
    client.pipe(server).pipe(client);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve((proxy.address() as net.AddressInfo).port)));
}
const cut = () => {
  for (const s of links) s.destroy();
};

beforeAll(async () => {
  const database = await createTestDatabase({ seeded: false });
  const viaProxy = new URL(database.databaseUrl!);
  viaProxy.host = `127.0.0.1:${await startProxy(new URL(database.databaseUrl!))}`;
  t = await createTestApp({ database, env: { LOG_LEVEL: 'fatal', DATABASE_URL: viaProxy.toString() } });
});
afterAll(async () => {
  await t?.close();
  proxy?.close();
});

describe('telling an outage from a bad request', () => {
  it('counts a raw statement whose connection is cut mid-query as the database being unavailable', async () => {
    const connection = t.app.orm.em.getConnection();
    const running = connection.execute('select pg_sleep(10)').then(
      () => null,
      (err: unknown) => err,
    );
    while (links.size === 0) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    cut();
    const err = await running;
    // The client's own words, after the SQL, on a plain Error: no code, no server severity.
    expect(String(err)).toMatch(/pg_sleep.*Connection terminated unexpectedly/s);
    expect(isDatabaseUnavailable(err)).toBe(true);
    // The pool replaces the cut connection: the next statement runs.
    expect(await connection.execute('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('does not count a query the database refused, nor a client hanging up mid-body', async () => {
    const bad = await t.app.orm.em
      .getConnection()
      .execute('select * from no_such_table')
      .catch((err: unknown) => err);
    expect(isDatabaseUnavailable(bad)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBe(false);
  });
});
