import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from './seeders/demo.js';
import { ensureCompiledServer, freePort, spawnCompiledServer, waitHealthy, type ServerProcess } from './testing/compiled-server.js';
import { createTestDatabase } from './testing/index.js';
import { S3RVER_ENV, startS3rver, type TestBucket } from './testing/s3rver.js';
import { SseStream } from './testing/sse-stream.js';
import { LIVE_PATH } from '@meydan/shared-types/public';
import type { LiveMessage } from '@meydan/shared-types/schemas';

/*
 * Two real server processes, as a deployment runs them: one PostgreSQL database, Redis (when
 * TEST_REDIS_URL is set; PostgreSQL LISTEN/NOTIFY otherwise), one S3 bucket, a data directory each.
 * What is saved through one shows on the other's pages within a second.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Proc {
  url: string;
  server: ServerProcess;
  dataDir: string;
}

async function startProcess(env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'meydan-multi-'));
  const url = `http://127.0.0.1:${port}`;
  // The production server as `pnpm start` runs it: compiled JavaScript on plain node.
  const server = spawnCompiledServer({
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'production',
    PUBLIC_URL: url,
    SITE_DIST: join(repoRoot, 'public-site/dist'),
    ADMIN_DIST: join(repoRoot, 'admin/dist'),
  });
  await waitHealthy(url, server, 90_000);
  return { url, server, dataDir };
}

async function stop(p: Proc | undefined) {
  if (!p) return;
  if (p.server.child.exitCode === null) {
    p.server.child.kill('SIGTERM');
    await p.server.exited;
  }
  rmSync(p.dataDir, { recursive: true, force: true });
}

async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not seen within ${ms} ms`);
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let bucket: TestBucket;
let a: Proc;
let b: Proc;
let cookie: string;

beforeAll(async () => {
  Object.assign(process.env, S3RVER_ENV);
  await ensureCompiledServer();
  db = await createTestDatabase({ seeded: true });
  bucket = await startS3rver();
  const env = {
    DATABASE_URL: db.databaseUrl!,
    ...S3RVER_ENV,
    ...bucket.env,
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  };
  [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
  const admin = DEMO_LOGINS.find((l) => l.role === 'admin')!;
  const res = await fetch(`${a.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(res.status, `${await res.clone().text()}\n${a.server.output()}`).toBe(200);
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('meydan_session='))!;
}, 180_000);

afterAll(async () => {
  await Promise.all([stop(a), stop(b)]);
  await bucket?.close();
  await db?.drop();
});

/** A published news item that takes comments. */
async function commentable(): Promise<{ id: number; title: string; slug: string }> {
  const { items } = (await fetch(`${b.url}/api/public/news`).then((r) => r.json())) as { items: { id: number }[] };
  for (const item of items) {
    const { news } = (await fetch(`${b.url}/api/public/news/${item.id}`).then((r) => r.json())) as {
      news: { id: number; title: string; slug: string; allowComments: boolean };
    };
    if (news.allowComments) return news;
  }
  throw new Error('no news item takes comments');
}

const onA = (path: string, init: RequestInit = {}) => fetch(`${a.url}${path}`, { ...init, headers: { cookie, ...(init.headers ?? {}) } });
const textOnB = (path: string) => fetch(`${b.url}${path}`).then((r) => r.text());
const json = (path: string) => onA(path).then((r) => r.json());
const put = (path: string, body: unknown) =>
  onA(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('two server processes on one database, channel and bucket', () => {
  it('shows an edited news title on the other process: page, list and payload, within 1 s', async () => {
    const news = (await fetch(`${b.url}/api/public/news`).then((r) => r.json())).items[0] as { id: number; title: string; slug: string };
    const build = (await fetch(`${b.url}/builds/latest.json`).then((r) => r.json())) as { buildId: string };
    const paths = (slug: string) => [`/news/${news.id}/${encodeURIComponent(slug)}`, '/news', `/news/_payload.json?${build.buildId}`, '/'];
    for (const path of paths(news.slug)) expect(await textOnB(path)).toContain(news.title);
    const title = `${news.title} — در فرایند دیگر`;
    const res = await put(`/api/admin/news/${news.id}`, { title });
    expect(res.status).toBe(200);
    const { slug } = (await res.json()) as { slug: string };
    for (const path of paths(slug)) await within(1_000, async () => (await textOnB(path)).includes(title));
  });

  it('shows an approved comment and a saved game result on the other process within 1 s', async () => {
    const news = await commentable();
    const body = `نظری که باید در هر دو فرایند دیده شود ${Date.now()}`;
    const posted = await fetch(`${b.url}/api/public/news/${news.id}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authorName: 'خواننده', body }),
    });
    expect(posted.status).toBe(201);
    expect(await textOnB(`/news/${news.id}/${encodeURIComponent(news.slug)}`)).not.toContain(body);
    const [comment] = await json('/api/admin/comment?sort=["id","DESC"]&range=[0,0]');
    expect((await put(`/api/admin/comment/${comment.id}`, { status: 'approved' })).status).toBe(200);
    await within(1_000, async () => (await textOnB(`/news/${news.id}/${encodeURIComponent(news.slug)}`)).includes(body));

    const [game] = await json('/api/admin/game?filter={"status":"finished"}&sort=["kickoffAt","DESC"]&range=[0,0]');
    const before = JSON.parse(await textOnB(`/api/public/game/${game.id}`)) as { game: { homeScore: number | null } };
    const homeScore = before.game.homeScore === 11 ? 12 : 11;
    const saved = await put(`/api/admin/game/${game.id}/result`, {
      status: 'finished',
      homeScore,
      awayScore: game.awayScore ?? 0,
      events: [],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    await within(
      1_000,
      async () =>
        (JSON.parse(await textOnB(`/api/public/game/${game.id}`)) as { game: { homeScore: number } }).game.homeScore === homeScore,
    );
  });

  it('carries a commentary entry written through one process to a live stream on the other within 2 s', async () => {
    const [game] = await json('/api/admin/game?filter={"status":"live"}&sort=["id","ASC"]&range=[0,0]');
    const stream = await SseStream.open(`${b.url}${LIVE_PATH}?games=${game.id}`);
    try {
      const states = () => stream.games<LiveMessage>().map((m) => m.game);
      await stream.until(() => states().length > 0, 3_000, 'the first state');
      const text = `یادداشتی که باید در فرایند دیگر شنیده شود ${Date.now()}`;
      const started = Date.now();
      const posted = await onA(`/api/admin/game/${game.id}/commentary`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ minute: 70, kind: 'note', text }),
      });
      expect(posted.status, await posted.clone().text()).toBe(201);
      const heard = await stream.until(
        () => states().find((g) => g.commentary.changes.some((c) => 'text' in c && c.text === text)),
        2_000,
        'the entry',
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(heard.commentary.changes[0]).toMatchObject({ kind: 'note', text, minute: 70 });
    } finally {
      stream.close();
    }
  });

  it('serves an image uploaded through one process from the other', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('alt', 'تصویر آزمایشی');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const uploaded = await onA('/api/admin/media', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const media = (await uploaded.json()) as { url: string };
    const path = new URL(media.url, b.url).pathname;
    const fromB = await fetch(`${b.url}${path}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('cache-control')).toMatch(/immutable/);
    const fromA = await fetch(`${a.url}${path}`);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });
});
