import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.js';
import { openDatabase } from '../db/open-database.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { runCli } from '../testing/cli-run.js';

let tdb: TestDatabase;
let env: NodeJS.ProcessEnv;

const cli = (argv: string[], prompts: string[] = [], stdin = '') => runCli(argv, env, prompts, stdin);

/** Runs SQL on the test database between CLI runs (the embedded one admits one opener at a time). */
async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  const db = await openDatabase({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir }, { migrate: false });
  try {
    return await db.orm.em.fork().execute<T[]>(query, params);
  } finally {
    await db.close();
  }
}

async function addSession(email: string) {
  await sql(
    `insert into session (created_at, updated_at, token_hash, user_id, expires_at, last_seen_at)
     select now(), now(), md5(random()::text) || md5(random()::text), id, now() + interval '1 day', now() from users where email = ?`,
    [email],
  );
}

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

afterAll(async () => {
  await tdb?.drop();
});

describe('cli', { timeout: 120_000 }, () => {
  it('answers an unknown command or bad value with the usage and exit code 2', async () => {
    const run = await cli(['seed', '--demo', '--size', 'huge']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/^error: --size must be small or large/);
    expect(run.err).toContain('Usage: pnpm cli');
  });

  it('creates users, refusing a duplicate email and a weak password', async () => {
    const run = await cli(
      ['user', 'create', '--email', 'Reza@Example.com', '--name', 'رضا  علي', '--role', 'editor'],
      [],
      'a-strong-password\n',
    );
    expect(run).toMatchObject({ code: 0 });
    const [user] = await sql<{ display_name: string; role: string; password_hash: string; is_active: boolean }>(
      'select * from users where email = ?',
      ['reza@example.com'],
    );
    expect(user).toMatchObject({ display_name: 'رضا علی', role: 'editor', is_active: true });
    expect(await verifyPassword(user.password_hash, 'a-strong-password')).toBe(true);

    const duplicate = await cli(
      ['user', 'create', '--email', 'reza@example.com', '--name', 'x', '--role', 'user'],
      [],
      'another-password\n',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.err).toBe('error: a user with email reza@example.com already exists\n');

    const weak = await cli(['user', 'create', '--email', 'x@example.com', '--name', 'x', '--role', 'user'], [], 'short\n');
    expect(weak.code).toBe(2);
  });

  it('asks for the password twice on a terminal, reads it from piped standard input otherwise', async () => {
    expect(
      (
        await cli(
          ['user', 'create', '--email', 'sara@example.com', '--name', 'سارا', '--role', 'user'],
          ['typed-password-1', 'typed-password-1'],
        )
      ).code,
    ).toBe(0);
    const [user] = await sql<{ password_hash: string }>('select password_hash from users where email = ?', ['sara@example.com']);
    expect(await verifyPassword(user.password_hash, 'typed-password-1')).toBe(true);

    const mismatch = await cli(['user', 'set-password', '--email', 'sara@example.com'], ['typed-password-1', 'typed-password-2']);
    expect(mismatch).toMatchObject({ code: 1, err: 'error: the two passwords differ\n' });
    const piped = await cli(['user', 'set-password', '--email', 'sara@example.com'], [], '');
    expect(piped.code).toBe(2);
    expect(piped.err).toMatch(/no password: type it on a terminal, or pipe it on standard input/);
  });

  it('set-password changes the hash and ends every session of the user', async () => {
    await addSession('reza@example.com');
    await addSession('reza@example.com');
    await addSession('sara@example.com');
    const run = await cli(['user', 'set-password', '--email', 'reza@example.com'], [], 'brand-new-password\n');
    expect(run).toMatchObject({ code: 0, out: 'Changed the password of reza@example.com; ended 2 session(s).\n' });
    const [user] = await sql<{ password_hash: string }>('select password_hash from users where email = ?', ['reza@example.com']);
    expect(await verifyPassword(user.password_hash, 'brand-new-password')).toBe(true);
    const sessions = await sql<{ email: string }>('select u.email from session s join users u on u.id = s.user_id');
    expect(sessions.map((s) => s.email)).toEqual(['sara@example.com']);
  });

  it('disable deactivates the user and ends their sessions; an unknown email is exit code 1', async () => {
    expect((await cli(['user', 'disable', '--email', 'sara@example.com'])).code).toBe(0);
    const [user] = await sql<{ is_active: boolean }>('select is_active from users where email = ?', ['sara@example.com']);
    expect(user.is_active).toBe(false);
    expect(await sql('select id from session')).toEqual([]);
    expect(await cli(['user', 'disable', '--email', 'nobody@example.com'])).toMatchObject({
      code: 1,
      err: 'error: no user with email nobody@example.com\n',
    });
  });

  it('seeds only an empty database, is idempotent on the demo, and --force replaces other content', async () => {
    await sql(`insert into tag (created_at, updated_at, title, slug) values (now(), now(), 'برچسب دستی', 'برچسب-دستی')`);
    const refused = await cli(['seed', '--demo']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/already has content that is not the demo; refusing to seed. Use --force/);
    expect(refused.err.split('\n').filter(Boolean)).toHaveLength(1);

    const forced = await cli(['seed', '--demo', '--force']);
    expect(forced.code).toBe(0);
    expect(forced.out).toMatch(/Seeded the small demo .*: 220 news, 1440 games/);
    const [counts] = await sql<{ manual: string; users: string; demo: string }>(
      `select (select count(*) from tag where slug = 'برچسب-دستی') as manual, (select count(*) from users where email = 'reza@example.com') as users,
              (select count(*) from users where email like '%@meydan.example') as demo`,
    );
    expect(Number(counts.manual)).toBe(0);
    expect(Number(counts.users)).toBe(1);
    expect(Number(counts.demo)).toBe(3);

    const again = await cli(['seed', '--demo']);
    expect(again).toMatchObject({ code: 0 });
    expect(again.out).toMatch(/already holds the demo; nothing to do/);
    const [news] = await sql<{ n: string }>('select count(*) as n from news');
    expect(Number(news.n)).toBe(220);

    // Seeded again over the demo (and an item past the demo's ids): the ids start at 1 again, and
    // search knows only the new items.
    await sql(`insert into news (id, created_at, updated_at, title, slug, status, published_at, short_code, search_vector)
               values (90000, now(), now(), 'خبر دستی', 'خبر-دستی', 'published', now(), 'manual1', '''دستی'':1A')`);
    expect((await cli(['seed', '--demo', '--force'])).code).toBe(0);
    const [entries] = await sql<{ entries: string; published: string; orphans: string }>(
      `select (select count(*) from search_entry) as entries,
              (select count(*) from news where status = 'published') + (select count(*) from gallery where status = 'published') as published,
              (select count(*) from search_entry e where not exists (
                 select 1 from news n where e.type = 'news' and n.id = e.id and n.search_vector = e.search_vector
                 union all select 1 from gallery g where e.type = 'gallery' and g.id = e.id and g.search_vector = e.search_vector)) as orphans`,
    );
    expect(Number(entries.published)).toBeGreaterThan(0);
    expect(Number(entries.entries)).toBe(Number(entries.published));
    expect(Number(entries.orphans)).toBe(0);
  });
});
