import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaUsage } from '../resources/media/media-usage.js';
import { Season } from '../model/season.entity.js';
import { openDatabase, type Database } from './open-database.js';

/* The embedded database, whatever server the other tests are given: it is what `pnpm start` opens by default. */
let dir: string;
let db: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'meydan-embedded-'));
  db = await openDatabase({ databaseUrl: null, dataDir: dir });
}, 120_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('reads a date as its text, as the PostgreSQL driver does, so a season answers with its dates', async () => {
    expect(db.kind).toBe('pglite');
    const [row] = await db.orm.em.getConnection().execute<{ d: unknown }[]>(`select date '2025-08-15' as d`);
    expect(row.d).toBe('2025-08-15');

    const em = db.orm.em.fork();
    await em
      .getConnection()
      .execute(`insert into sport (id, created_at, updated_at, title, slug) values (1, now(), now(), 'والیبال', 'volleyball')`);
    await em
      .getConnection()
      .execute(
        `insert into league (id, created_at, updated_at, title, slug, sport_id, tie_breakers, zones) values (1, now(), now(), 'لیگ', 'league', 1, '[]', '[]')`,
      );
    await em
      .getConnection()
      .execute(
        `insert into season (id, created_at, updated_at, league_id, title, starts_on) values (1, now(), now(), 1, '۱۴۰۴', '2025-08-15')`,
      );
    const season = await em.findOneOrFail(Season, 1);
    expect(season.startsOn).toBe('2025-08-15');
  });

  it("answers a write's own statements inside its transaction, on its one connection", async () => {
    // An edited upload is answered with where it is used, read inside the edit's transaction: a read
    // outside it would wait for the one connection the transaction holds, and the site with it.
    const usage = new MediaUsage(db.orm.getMetadata());
    const uses = await db.orm.em.fork().transactional((em) => usage.usesOf(em, [1]));
    expect(uses.get(1)).toEqual([]);
  }, 10_000);
});
