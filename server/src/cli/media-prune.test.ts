import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { runCli, sqlBetweenRuns } from '../testing/cli-run.js';

let tdb: TestDatabase;
let env: NodeJS.ProcessEnv;

const cli = (argv: string[]) => runCli(argv, env);

const sql = <T>(query: string, params: unknown[] = []) => sqlBetweenRuns<T>(tdb, query, params);

interface Upload {
  id: number;
  files: string[];
  key: string;
}

/** An upload as the upload route leaves it: a row, the main file and one variant on disk. */
async function upload(name: string, daysAgo: number): Promise<Upload> {
  const stem = `2024/01/${randomUUID()}`;
  const key = `${stem}.webp`;
  const variant = `${stem}-320.webp`;
  const files = [key, variant].map((k) => join(tdb.mediaDir, k));
  for (const f of files) {
    mkdirSync(dirname(f), { recursive: true });
    writeFileSync(f, 'RIFF....WEBP');
  }
  const created = new Date(Date.now() - daysAgo * 86_400_000);
  const [row] = await sql<{ id: number }>(
    `insert into media (created_at, updated_at, kind, storage_key, original_name, mime_type, size, variants)
     values (?, ?, 'image', ?, ?, 'image/webp', 2097152, ?) returning id`,
    [created, created, key, name, JSON.stringify([{ width: 320, height: 180, key: variant }])],
  );
  return { id: row.id, files, key };
}

const exists = async (id: number) => (await sql('select id from media where id = ?', [id])).length === 1;

beforeAll(async () => {
  tdb = await createTestDatabase({ seeded: false });
  env = {
    NODE_ENV: 'test',
    DATA_DIR: tdb.dataDir,
    MEDIA_DIR: tdb.mediaDir,
    ...(tdb.databaseUrl ? { DATABASE_URL: tdb.databaseUrl } : {}),
  };
  expect((await cli(['migrate'])).code).toBe(0);
}, 120_000);
afterAll(() => tdb?.drop());

describe('pnpm cli media prune-unused', () => {
  it('deletes old uploads nothing uses, with their files, and keeps the rest', async () => {
    const oldUnused = await upload('old-unused.png', 10);
    const oldCover = await upload('old-cover.png', 10);
    const oldInBody = await upload('old-in-body.png', 10);
    const recent = await upload('recent-unused.png', 2);
    await sql(
      `insert into news (created_at, updated_at, title, slug, short_code, body, cover_id)
       values (now(), now(), 'خبر', 'khabar', 'abc123', ?, ?)`,
      [`<p><img src="/media/${oldInBody.key.replace('.webp', '-320.webp')}"></p>`, oldCover.id],
    );

    const dry = await cli(['media', 'prune-unused', '--older-than', '7d', '--dry-run']);
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).toContain(`#${oldUnused.id}`);
    expect(dry.out).toContain('old-unused.png');
    expect(dry.out).not.toContain('old-cover.png');
    expect(dry.out).toMatch(/would delete 1 unused uploads older than 7d \(2\.0 MB\)/);
    expect(await exists(oldUnused.id)).toBe(true);
    expect(oldUnused.files.every((f) => existsSync(f))).toBe(true);

    const run = await cli(['media', 'prune-unused', '--older-than', '7d']);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/Deleted 1 unused uploads older than 7d .*2\.0 MB freed/);
    expect(run.err).toContain('media: 1/1 (100%)');
    expect(await exists(oldUnused.id)).toBe(false);
    expect(oldUnused.files.some((f) => existsSync(f))).toBe(false);
    for (const kept of [oldCover, oldInBody, recent]) {
      expect(await exists(kept.id)).toBe(true);
      expect(kept.files.every((f) => existsSync(f))).toBe(true);
    }

    const again = await cli(['media', 'prune-unused', '--older-than', '1d']);
    expect(again.out).toContain('Deleted 1 unused uploads older than 1d');
    expect(await exists(recent.id)).toBe(false);
    expect((await cli(['media', 'prune-unused', '--older-than', '1d'])).out).toContain('No unused uploads older than 1d');
  });

  it('explains a missing or malformed age', async () => {
    const missing = await cli(['media', 'prune-unused']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--older-than is required');
    const bad = await cli(['media', 'prune-unused', '--older-than', 'a week']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('must be a duration such as 30m, 12h or 7d');
    expect((await cli(['media', 'tidy'])).err).toContain('unknown media subcommand "tidy"');
  });
});
