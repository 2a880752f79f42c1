import { toSearchKey } from '@meydan/shared-types/text';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../content/sanitize.js';
import { openDatabase, type Database } from '../db/open-database.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { databaseState } from './database-state.js';

let tdb: TestDatabase;
let db: Database;
const q = <T>(sql: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(sql, params);
// Time-dependent checks compare with the moment the demo was laid out, not with the clock now.
const n = async (sql: string) =>
  Number((await q<{ n: string }>(sql.replaceAll('now()', `'${tdb.seededAt!.toISOString()}'::timestamptz`)))[0].n);

beforeAll(async () => {
  tdb = await createTestDatabase({ seeded: true });
  db = await openDatabase({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
}, 300_000);

afterAll(async () => {
  await db?.close();
  await tdb?.drop();
});

describe('the small demo', () => {
  it('is recognised as the demo', async () => {
    expect(await databaseState(db.orm.em.fork())).toBe('demo');
  });

  it('has 220 news: 10 drafts, 5 scheduled, the rest published, with unique short codes across news and galleries', async () => {
    expect(await n('select count(*) as n from news')).toBe(220);
    expect(await n(`select count(*) as n from news where status = 'draft'`)).toBe(10);
    expect(await n(`select count(*) as n from news where status = 'published' and published_at > now()`)).toBe(5);
    expect(await n(`select count(*) as n from news where status = 'published' and cover_id is null`)).toBe(0);
    expect(await n(`select count(*) as n from (select short_code from news union all select short_code from gallery) c`)).toBe(
      await n(`select count(distinct short_code) as n from (select short_code from news union all select short_code from gallery) c`),
    );
  });

  it('keeps searchText in step and stores bodies the sanitizer leaves unchanged', async () => {
    const rows = await q<{ rutitr: string; title: string; lead: string; body: string; search_text: string }>(
      'select * from news order by id limit 40',
    );
    for (const r of rows) {
      expect(r.search_text).toBe(toSearchKey(`${r.rutitr} ${r.title} ${r.lead}`));
      expect(sanitizeRichText(r.body)).toBe(r.body);
      expect(r.body).toMatch(/^<(p|h2)>/);
    }
  });

  it('fills the three home placements to capacity with published items', async () => {
    const rows = await q<{ key: string; capacity: number; n: string }>(
      `select p.key, p.capacity, count(n.id) as n from position p join news_positions np on np.position_id = p.id
       join news n on n.id = np.news_id and n.status = 'published' group by p.key, p.capacity`,
    );
    expect(rows.map((r) => [r.key, Number(r.n)]).sort()).toEqual([
      ['editor-picks', 6],
      ['home-slider', 5],
      ['second-headline', 4],
    ]);
  });

  it('plays a proper double round robin per season, one current season per league', async () => {
    expect(await n('select count(*) as n from season where is_current')).toBe(3);
    const seasons = await q<{ games: string; weeks: string }>(
      'select (select count(*) from game g where g.season_id = s.id) as games, (select count(*) from week w where w.season_id = s.id) as weeks from season s',
    );
    for (const s of seasons) expect([Number(s.games), Number(s.weeks)]).toEqual([240, 30]);
    expect(
      await n(`select count(*) as n from (select season_id, home_team_id, away_team_id from game group by 1, 2, 3 having count(*) > 1) d`),
    ).toBe(0);
    expect(await n(`select count(*) as n from season_team where points_adjustment < 0`)).toBe(1);
  });

  it('shows every status and keeps scores consistent with the goal events', async () => {
    const statuses = await q<{ status: string; n: string }>('select status, count(*) as n from game group by status');
    const by = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]));
    expect(by).toMatchObject({ postponed: 1, awarded: 1 });
    expect(by.live).toBeGreaterThanOrEqual(2);
    expect(by.finished).toBeGreaterThan(900);
    const mismatched = await n(`
      select count(*) as n from game g join season s on s.id = g.season_id join league l on l.id = s.league_id
      where g.status in ('finished', 'live') and l.slug <> 'لیگ-برتر-والیبال' and (
        g.home_score <> (select count(*) from game_event e where e.game_id = g.id and ((e.side = 'home' and e.type in ('goal', 'penalty_goal')) or (e.side = 'away' and e.type = 'own_goal')))
        or g.away_score <> (select count(*) from game_event e where e.game_id = g.id and ((e.side = 'away' and e.type in ('goal', 'penalty_goal')) or (e.side = 'home' and e.type = 'own_goal'))))`);
    expect(mismatched).toBe(0);
    expect(
      await n(`select count(*) as n from game where status = 'finished' and (home_score is null or away_score is null or referee is null)`),
    ).toBe(0);
    expect(await n(`select count(*) as n from game where status = 'scheduled' and kickoff_at < now()`)).toBe(0);
    expect(await n(`select count(*) as n from news where is_game_report and status = 'published'`)).toBeGreaterThan(50);
  });

  it('has image galleries with their items counted and video galleries with a file or a URL', async () => {
    expect(
      await n(
        `select count(*) as n from gallery where kind = 'image' and item_count <> (select count(*) from gallery_item i where i.gallery_id = gallery.id)`,
      ),
    ).toBe(0);
    expect(await n(`select count(*) as n from gallery where kind = 'image' and item_count between 6 and 12`)).toBe(12);
    expect(
      await n(
        `select count(*) as n from gallery where kind = 'video' and (video_id is not null or video_url like 'https://%') and poster_id is not null`,
      ),
    ).toBe(8);
  });

  it('has comments in every state, some answered by staff', async () => {
    const states = await q<{ status: string }>('select distinct status from comment order by status');
    expect(states.map((s) => s.status)).toEqual(['approved', 'pending', 'rejected', 'spam']);
    expect(await n(`select count(*) as n from comment where reply is not null and replied_by_id is not null`)).toBeGreaterThan(0);
    expect(await n(`select count(*) as n from comment where parent_id is not null`)).toBeGreaterThan(0);
  });

  it('stores every media file and its variants', async () => {
    const media = await q<{ storage_key: string; variants: { key: string }[] }>('select storage_key, variants from media');
    expect(media).toHaveLength(25);
    for (const m of media) {
      expect(existsSync(join(tdb.mediaDir, m.storage_key))).toBe(true);
      for (const v of m.variants) expect(existsSync(join(tdb.mediaDir, v.key))).toBe(true);
    }
  });
});
