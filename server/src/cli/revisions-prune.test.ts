import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { parseCommand } from './args.js';
import { UsageError } from './usage.js';
import { runCli, sqlBetweenRuns } from '../testing/cli-run.js';

let tdb: TestDatabase;
let env: NodeJS.ProcessEnv;

const cli = (argv: string[]) => runCli(argv, env);

const sql = <T>(query: string, params: unknown[] = []) => sqlBetweenRuns<T>(tdb, query, params);

/** `count` revisions of one item, the first a create, as the editors' saves leave them. */
async function history(column: 'news_id' | 'gallery_id', id: number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await sql(
      `insert into revision (created_at, updated_at, ${column}, actor, action, fields, snapshot)
       values (now(), now(), ?, 'دبیر', ?, '["title"]', ?)`,
      [id, i === 0 ? 'create' : 'update', JSON.stringify({ title: `نسخهٔ ${i + 1}` })],
    );
  }
}

const titlesOf = async (column: 'news_id' | 'gallery_id', id: number) =>
  (await sql<{ title: string }>(`select snapshot->>'title' as title from revision where ${column} = ? order by id desc`, [id])).map(
    (r) => r.title,
  );

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

describe('pnpm cli revisions prune --keep N', () => {
  it('reads --keep as a whole number of at least one, and says how to use it otherwise', () => {
    expect(parseCommand(['revisions', 'prune', '--keep', '10'])).toEqual({ name: 'revisions-prune', keep: 10 });
    for (const argv of [
      ['revisions', 'prune'],
      ['revisions', 'prune', '--keep', '0'],
      ['revisions', 'prune', '--keep', 'ده'],
      ['revisions', 'prune', '--keep', '2.5'],
      ['revisions'],
      ['revisions', 'drop', '--keep', '1'],
    ]) {
      expect(() => parseCommand(argv)).toThrow(UsageError);
    }
  });

  it('keeps the newest N of each news item and gallery, deletes the rest and says how many', async () => {
    const [news, quiet] = await sql<{ id: number }>(
      `insert into news (created_at, updated_at, title, slug, short_code) values
       (now(), now(), 'خبر پرنسخه', 'khabar-1', 'rev001'), (now(), now(), 'خبر کم‌نسخه', 'khabar-2', 'rev002') returning id`,
    );
    const [gallery] = await sql<{ id: number }>(
      `insert into gallery (created_at, updated_at, kind, title, slug, short_code) values (now(), now(), 'image', 'گالری', 'gallery-1', 'rev003') returning id`,
    );
    await history('news_id', news.id, 6);
    await history('news_id', quiet.id, 2);
    await history('gallery_id', gallery.id, 4);

    const run = await cli(['revisions', 'prune', '--keep', '3']);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^4 نسخهٔ قدیمی از تاریخچهٔ 2 خبر و گالری پاک شد؛ از هر کدام 3 نسخهٔ تازه‌تر ماند/);
    expect(await titlesOf('news_id', news.id)).toEqual(['نسخهٔ 6', 'نسخهٔ 5', 'نسخهٔ 4']);
    expect(await titlesOf('news_id', quiet.id)).toEqual(['نسخهٔ 2', 'نسخهٔ 1']);
    expect(await titlesOf('gallery_id', gallery.id)).toEqual(['نسخهٔ 4', 'نسخهٔ 3', 'نسخهٔ 2']);

    const again = await cli(['revisions', 'prune', '--keep', '3']);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/^هیچ خبر یا گالری‌ای بیش از 3 نسخه در تاریخچه ندارد/);
  });

  it('refuses a missing --keep with the usage text and exit code 2', async () => {
    const run = await cli(['revisions', 'prune']);
    expect(run.code).toBe(2);
    expect(run.err).toContain('--keep');
    expect(run.err).toContain('revisions prune --keep N');
  });
});
