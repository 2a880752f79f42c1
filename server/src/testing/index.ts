import type { Role } from '@meydan/shared-types/constants';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { createTestDatabase, repoRoot, type TestDatabase } from './test-database.js';

export { createTestDatabase };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seeded?: boolean;
  env?: Record<string, string>;
  /** A database made by the caller (on a server of its own); dropped when the app closes. */
  database?: TestDatabase;
}

/**
 * The real application on its own fresh database (seeded with the small demo set unless told
 * otherwise), not listening: use `app.inject`.
 */
export async function createTestApp({ seeded = true, env = {}, database }: TestAppOptions = {}): Promise<TestApp> {
  const tdb = database ?? (await createTestDatabase({ seeded }));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: tdb.dataDir,
    MEDIA_DIR: tdb.mediaDir,
    ADMIN_DIST: `${repoRoot}/admin/dist`,
    SITE_DIST: `${repoRoot}/public-site/dist`,
    ...(tdb.databaseUrl ? { DATABASE_URL: tdb.databaseUrl } : {}),
    ...env,
  });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.limits.dbPool });
  const app = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await db.close();
      await tdb.drop();
    },
  };
}

/** The same application listening on a random local port, serving the built admin and public site. */
export async function startTestServer(opts: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp & { url: string }> {
  const test = await createTestApp(opts);
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  const address = test.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...test, url: `http://127.0.0.1:${port}` };
}

/** Logs in as the demo user of that role and returns the `Cookie` header value. */
export async function loginCookie(app: FastifyInstance, role: Role): Promise<string> {
  const { DEMO_LOGINS } = await import('../seeders/demo.js');
  const login = DEMO_LOGINS.find((l: { role: Role }) => l.role === role);
  if (!login) throw new Error(`no demo login for role ${role}`);
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: login.email, password: login.password } });
  if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'meydan_session');
  return `meydan_session=${cookie!.value}`;
}

/**
 * A second app process's worth of server on the same PostgreSQL database as `first` (its own data
 * directory and caches), as another instance behind a load balancer would be.
 */
export async function startPeerServer(first: TestApp, env: Record<string, string> = {}): Promise<TestApp & { url: string }> {
  if (!first.config.databaseUrl) throw new Error('a peer needs a PostgreSQL server: the embedded database serves one process');
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const dataDir = await mkdtemp(`${tmpdir()}/meydan-peer-`);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MEDIA_DIR: first.config.mediaDir,
    ADMIN_DIST: first.config.adminDist,
    SITE_DIST: first.config.siteDist,
    DATABASE_URL: first.config.databaseUrl,
    ...env,
  });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.limits.dbPool });
  const app = await buildApp({ config, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
