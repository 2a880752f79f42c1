import { gregorianToJalali } from '@meydan/shared-types/calendar';
import { toPersianDigits, toSearchKey } from '@meydan/shared-types/text';
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

  it('names every season for the Jalali years its dates span', async () => {
    const seasons = await q<{ title: string; starts_on: string | Date; ends_on: string | Date }>(
      'select title, starts_on, ends_on from season',
    );
    expect(seasons.length).toBeGreaterThan(0);
    const day = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));
    for (const s of seasons) {
      const [first, last] = [day(s.starts_on), day(s.ends_on)].map((d) => gregorianToJalali(new Date(`${d}T00:00:00Z`)).year);
      const expected = first === last ? toPersianDigits(first) : `${toPersianDigits(first)}-${toPersianDigits(last)}`;
      expect(s.title, `${day(s.starts_on)} … ${day(s.ends_on)}`).toBe(expected);
    }
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

  it('gives every team a numbered squad of distinct names, with positions where the sport has lines', async () => {
    const squads = await q<{ sport: string; players: string; names: string; numbers: string; keepers: string; unplaced: string }>(
      `select s.title as sport, count(p.id) as players, count(distinct p.name) as names, count(distinct p.shirt_number) as numbers,
         count(*) filter (where p.position = 'goalkeeper') as keepers, count(*) filter (where p.position is null) as unplaced
       from team t join sport s on s.id = t.sport_id left join player p on p.team_id = t.id group by t.id, s.title`,
    );
    expect(squads).toHaveLength(48);
    for (const t of squads) {
      const size = t.sport === 'فوتبال' ? 22 : 14;
      expect([Number(t.players), Number(t.names), Number(t.numbers)]).toEqual([size, size, size]);
      if (t.sport === 'والیبال') expect(Number(t.unplaced)).toBe(size);
      else expect([Number(t.keepers), Number(t.unplaced)]).toEqual([2, 0]);
    }
    expect(await n(`select count(*) as n from player where height not between 140 and 220 or shirt_number not between 1 and 99`)).toBe(0);
    expect(await n(`select count(*) as n from player where search_text = '' or slug = ''`)).toBe(0);
  });

  it('names squad players by id in the events of played games, from the event’s own side', async () => {
    expect(await n(`select count(*) as n from game_event where player_id is null`)).toBe(0);
    expect(
      await n(
        `select count(*) as n from game_event where type in ('goal', 'substitution') and related_player_id is null and related_player is not null`,
      ),
    ).toBe(0);
    const wrongSide = await n(`
      select count(*) as n from game_event e join game g on g.id = e.game_id
      join player p on p.id in (e.player_id, e.related_player_id)
      where p.team_id <> case e.side when 'home' then g.home_team_id else g.away_team_id end or p.name not in (e.player, e.related_player)`);
    expect(wrongSide).toBe(0);
    expect(
      await n(`select count(*) as n from game_event e join player p on p.id = e.player_id
               where e.type in ('goal', 'penalty_goal', 'own_goal') and p.position = 'goalkeeper'`),
    ).toBe(0);
  });

  it('has team sheets for every football game under way or played: eleven starters in the team’s formation, the bench behind', async () => {
    const missing = await n(`
      select count(*) as n from game g join season s on s.id = g.season_id join league l on l.id = s.league_id
      where l.slug = 'لیگ-برتر-فوتبال' and g.status in ('finished', 'live')
        and (select count(*) from game_lineup gl where gl.game_id = g.id) <> 2`);
    expect(missing).toBe(0);
    const sheets = await q<{ starters: string; formation: string }>(
      `select count(*) filter (where not e.bench) as starters, gl.formation from game_lineup gl
       join game_lineup_entry e on e.game_id = gl.game_id and e.side = gl.side group by gl.id, gl.formation`,
    );
    expect(sheets.length).toBeGreaterThan(500);
    for (const s of sheets) {
      expect(Number(s.starters)).toBe(11);
      expect(s.formation.split('-').reduce((a, b) => a + Number(b), 0)).toBe(10);
    }
    // Whoever came on in the events sat on the bench, whoever went off started.
    const subsOffSheet = await n(`
      select count(*) as n from game_event ev where ev.type = 'substitution' and not exists (
        select 1 from game_lineup_entry e where e.game_id = ev.game_id and e.side = ev.side and e.bench and e.player_id = ev.player_id)`);
    expect(subsOffSheet).toBe(0);
  });

  it('has the match centre of every football game under way or played: statistics that add up and commentary', async () => {
    const football = `from game g join season s on s.id = g.season_id join league l on l.id = s.league_id
      where l.slug = 'لیگ-برتر-فوتبال' and g.status in ('finished', 'live')`;
    expect(await n(`select count(*) as n ${football} and (select count(*) from game_stats gs where gs.game_id = g.id) <> 2`)).toBe(0);
    expect(await n(`select count(*) as n from (select game_id from game_stats group by game_id having sum(possession) <> 100) x`)).toBe(0);
    expect(await n(`select count(*) as n from game_stats where shots_on_target > shots or saves < 0`)).toBe(0);
    // Every goal and card of a game has its key entry; the games under way have a running account too.
    expect(
      await n(`select count(*) as n from game_event e where e.type in ('goal', 'penalty_goal', 'yellow_card', 'red_card')
        and e.game_id in (select g.id ${football})
        and not exists (select 1 from game_commentary c where c.game_id = e.game_id and c.kind = 'key' and c.minute = e.minute and c.text like '%' || e.player || '%')`),
    ).toBe(0);
    const live = await q<{ notes: string; pictured: string }>(
      `select count(*) filter (where c.kind = 'note') as notes, count(c.media_id) as pictured from game g join game_commentary c on c.game_id = g.id
       where g.status = 'live' group by g.id`,
    );
    expect(live.length).toBeGreaterThan(0);
    for (const g of live) expect(Number(g.notes)).toBeGreaterThan(3);
    expect(live.some((g) => Number(g.pictured) > 0)).toBe(true);
    // Teams meet twice a season over two seasons: head-to-head has meetings to show.
    expect(
      await n(`select count(*) as n from (select least(home_team_id, away_team_id), greatest(home_team_id, away_team_id) from game
        where status = 'finished' group by 1, 2 having count(*) >= 2) x`),
    ).toBeGreaterThan(50);
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
