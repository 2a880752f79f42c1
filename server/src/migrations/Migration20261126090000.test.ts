import { PGlite } from '@electric-sql/pglite';
import { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormOptions, PGLITE_OPTIONS, pgliteDir } from '../db/orm-options.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

/* Existing links survive the move of a game's report from game.report_news_id to the news item's mark. */
let tdb: TestDatabase;
let orm: MikroORM<PostgreSqlDriver>;
let pglite: PGlite | undefined;

const sql = <T extends object = Record<string, unknown>>(text: string) => orm.em.getConnection().execute<T[]>(text);

beforeAll(async () => {
  tdb = await createTestDatabase({ seeded: false });
  const target = { databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir };
  if (!target.databaseUrl) pglite = new PGlite(pgliteDir(target.dataDir), PGLITE_OPTIONS);
  const options = ormOptions(target, pglite);
  // Migrating part way must not write the half-built schema over the committed snapshot.
  orm = (await MikroORM.init({
    ...options,
    migrations: { ...options.migrations, snapshot: false },
    logger: () => undefined,
  })) as MikroORM<PostgreSqlDriver>;
  await orm.getMigrator().up({ to: 'Migration20261125170000' });

  await sql(`insert into sport (id, created_at, updated_at, title, slug) values (1, now(), now(), 'فوتبال', 'football')`);
  await sql(
    `insert into league (id, created_at, updated_at, title, slug, sport_id, tie_breakers, zones) values (1, now(), now(), 'لیگ', 'league', 1, '[]', '[]')`,
  );
  await sql(`insert into season (id, created_at, updated_at, league_id, title) values (1, now(), now(), 1, '۱۴۰۴')`);
  await sql(
    `insert into team (id, created_at, updated_at, title, slug, sport_id) values (1, now(), now(), 'الف', 'a', 1), (2, now(), now(), 'ب', 'b', 1)`,
  );
  const news = (id: number, gameId: string) =>
    `(${id}, now(), now(), 'خبر ${id}', 'news-${id}', 'published', now(), 'code${id}', ${gameId})`;
  // News 10: the report of game 1 without a game link; 11: the report of game 2 and about it; 12: about
  // game 2 but the report of game 3; 13: the report of two games (4 and 5); 14: about game 1, no report.
  await sql(`insert into news (id, created_at, updated_at, title, slug, status, published_at, short_code, game_id) values
    ${[news(10, 'null'), news(11, 'null'), news(12, 'null'), news(13, 'null'), news(14, 'null')].join(', ')}`);
  await sql(`insert into game (id, created_at, updated_at, season_id, home_team_id, away_team_id, kickoff_at, report_news_id) values
    (1, now(), now(), 1, 1, 2, now(), 10), (2, now(), now(), 1, 2, 1, now(), 11), (3, now(), now(), 1, 1, 2, now(), 12),
    (4, now(), now(), 1, 2, 1, now(), 13), (5, now(), now(), 1, 1, 2, now(), 13), (6, now(), now(), 1, 2, 1, now(), null)`);
  await sql(`update news set game_id = case id when 11 then 2 when 12 then 2 when 13 then 5 when 14 then 1 end`);

  await orm.getMigrator().up();
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await pglite?.close();
  await tdb?.drop();
});

describe('Migration20261126090000', () => {
  it('marks each game’s report on the news item and links the item to that game', async () => {
    const rows = await sql<{ id: number; game_id: number | null; is_game_report: boolean }>(
      `select id, game_id, is_game_report from news order by id`,
    );
    expect(rows).toEqual([
      { id: 10, game_id: 1, is_game_report: true },
      { id: 11, game_id: 2, is_game_report: true },
      // A report of another game than the one it was about follows the game that named it.
      { id: 12, game_id: 3, is_game_report: true },
      // The report of two games stays with the one it was already about.
      { id: 13, game_id: 5, is_game_report: true },
      { id: 14, game_id: 1, is_game_report: false },
    ]);
    const columns = await sql(`select 1 from information_schema.columns where table_name = 'game' and column_name = 'report_news_id'`);
    expect(columns).toEqual([]);
  });

  it('allows one report per game and no report without a game', async () => {
    await expect(sql(`update news set is_game_report = true where id = 14`)).rejects.toThrow(/news_game_report_unique/);
    await expect(
      sql(
        `insert into news (created_at, updated_at, title, slug, short_code, is_game_report) values (now(), now(), 'بی‌بازی', 'no-game', 'nogame', true)`,
      ),
    ).rejects.toThrow(/news_game_report_check/);
  });

  it('clears the mark with the link when the game is deleted', async () => {
    await sql(`delete from game where id = 3`);
    expect(await sql(`select game_id, is_game_report from news where id = 12`)).toEqual([{ game_id: null, is_game_report: false }]);
  });
});
