import { pageRequest } from '../src/cache/keys.js';
import { MikroORM } from '@mikro-orm/core';
import { formatJalaliDate, gregorianToJalali } from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import { parseArgs } from 'node:util';
import type { Orm } from '../src/db/open-database.js';
import { ormOptions } from '../src/db/orm-options.js';
import { loadLayout } from '../src/public/layout.js';
import { mediaUrlFor } from '../src/storage/index.js';
import { loadPage } from '../src/public/pages.js';
import { BENCH_SERVER_URL, withDatabaseName } from './bench-database.js';
import { SEARCH_QUERIES } from './search-queries.js';

/*
 * pnpm bench:queries [--runs 3] [--slow 20] [--random 200] [--database meydan_bench]
 * Runs every public page's loader on the large set in meydan_bench (seed it with `pnpm bench:api` or
 * `pnpm bench:web` first) and prints each statement's database time: the cost of a page-cache miss.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    slow: { type: 'string' },
    sql: { type: 'boolean' },
    database: { type: 'string' },
    random: { type: 'string' },
  },
});
const runs = Number(values.runs ?? 3);
const slowMs = Number(values.slow ?? 20);
const RANDOM_ITEMS = Number(values.random ?? 200);

interface Statement {
  sql: string;
  values: unknown[];
  ms: number;
}
let log: Statement[] = [];

interface PgConnection {
  query(config: string | { text: string; values?: unknown[] }, ...rest: unknown[]): unknown;
  [TIMED]?: true;
}
interface KnexClient {
  acquireConnection(): Promise<PgConnection>;
}
const TIMED = Symbol('timed');

/**
 * Times every statement on the pool's connections: the ORM's and the public pages' prepared ones
 * (those bypass the query builder, so its events never see them).
 */
function timeStatements(client: KnexClient): void {
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = async () => {
    const connection = await acquire();
    if (connection[TIMED]) return connection;
    connection[TIMED] = true;
    const query = connection.query.bind(connection);
    connection.query = (config, ...rest) => {
      const text = typeof config === 'string' ? config : config.text;
      const values = typeof config === 'string' ? [] : (config.values ?? []);
      const t0 = performance.now();
      const record = () => {
        if (!text.startsWith('explain')) log.push({ sql: text, values, ms: Math.round((performance.now() - t0) * 10) / 10 });
      };
      const callback = rest.findIndex((r) => typeof r === 'function');
      if (callback >= 0) {
        const done = rest[callback] as (...args: unknown[]) => void;
        rest[callback] = (...args: unknown[]) => {
          record();
          done(...args);
        };
        return query(config, ...rest);
      }
      const result = query(config, ...rest) as Promise<unknown>;
      return result.then((r) => (record(), r));
    };
    return connection;
  };
}

async function main() {
  // One connection, so that a loader's parallel statements run one after another and each time is its own.
  const options = ormOptions({ databaseUrl: withDatabaseName(BENCH_SERVER_URL, values.database ?? 'meydan_bench'), dataDir: '/tmp' });
  const orm = (await MikroORM.init({ ...options, pool: { min: 1, max: 1 } })) as Orm;
  const knexClient = orm.em.getKnex().client as KnexClient;
  timeStatements(knexClient);
  const em = orm.em.fork();
  // The best of three: other work on the machine only ever adds time.
  const executionMs = async ({ sql, values: params }: Statement) => {
    let best = Infinity;
    const connection = await knexClient.acquireConnection();
    try {
      for (let i = 0; i < 3; i++) {
        const { rows } = (await connection.query({ text: `explain (analyze, format json) ${sql}`, values: params })) as {
          rows: { 'QUERY PLAN': [{ 'Execution Time': number }] }[];
        };
        best = Math.min(best, rows[0]['QUERY PLAN'][0]['Execution Time']);
      }
    } finally {
      await (knexClient as unknown as { releaseConnection(c: PgConnection): Promise<unknown> }).releaseConnection(connection);
    }
    return best;
  };
  const one = async <T>(sql: string) => (await em.getConnection().execute<T[]>(sql))[0];
  const ids = {
    news: (
      await one<{ id: number }>(
        `select id from news where status = 'published' and published_at <= now() order by published_at desc limit 1 offset 500`,
      )
    ).id,
    deep: (
      await one<{ id: number }>(
        `select id from news where status = 'published' and published_at <= now() order by published_at desc, id desc limit 1 offset 40000`,
      )
    ).id,
    rareTag: (
      await one<{ slug: string }>(
        `select t.slug from tag t join news_tags nt on nt.tag_id = t.id group by t.slug order by count(*) asc limit 1`,
      )
    ).slug,
    tag: (
      await one<{ slug: string }>(
        `select t.slug from tag t join news_tags nt on nt.tag_id = t.id group by t.slug order by count(*) desc limit 1`,
      )
    ).slug,
    sport: (await one<{ id: number }>(`select sport_id as id from news group by sport_id order by count(*) desc limit 1`)).id,
    league: (await one<{ id: number }>(`select id from league order by sort_order, id limit 1`)).id,
    game: (await one<{ id: number }>(`select id from game where status = 'finished' order by kickoff_at desc limit 1`)).id,
    photo: (
      await one<{ id: number }>(`select id from gallery where kind = 'image' and status = 'published' order by published_at desc limit 1`)
    ).id,
    team: (await one<{ id: number }>(`select team_id as id from news_teams group by team_id order by count(*) desc limit 1`)).id,
    rareTeam: (
      await one<{ id: number }>(
        `select t.id from team t left join news_teams nt on nt.team_id = t.id group by t.id order by count(nt.news_id) asc, t.id limit 1`,
      )
    ).id,
    scorer: (
      await one<{ id: number }>(
        `select player_id as id from game_event where type in ('goal', 'penalty_goal') and player_id is not null group by 1 order by count(*) desc limit 1`,
      )
    ).id,
    busyDay: (
      await one<{ day: string }>(
        `select to_char(kickoff_at at time zone 'Asia/Tehran', 'YYYY-MM-DD') as day from game group by 1 order by count(*) desc limit 1`,
      )
    ).day,
  };
  const busyDay = formatJalaliDate(gregorianToJalali(new Date(`${ids.busyDay}T00:00:00Z`)));
  const pages: [string, string][] = [
    ['home', '/'],
    ['news list', '/news'],
    ['news list, page 10', '/news?page=10'],
    ['news list, page 2000', `/news?page=2000&after=${ids.deep}`],
    ['news list, sport', `/news?sport=${ids.sport}`],
    ['news list, tag', `/news?tag=${encodeURIComponent(ids.tag)}`],
    ['news list, rare tag', `/news?tag=${encodeURIComponent(ids.rareTag)}`],
    ['news article', `/news/${ids.news}/x`],
    ['tag', `/tags/${encodeURIComponent(ids.tag)}`],
    ['tag, rare', `/tags/${encodeURIComponent(ids.rareTag)}`],
    ['sport', `/sport/${ids.sport}/x`],
    ['league table', `/league/${ids.league}/table/x`],
    ['game', `/game/${ids.game}/result/x`],
    ['photo gallery', `/gallery/photo/${ids.photo}/x`],
    ['photo list', '/gallery/photo'],
    ['video list', '/gallery/video'],
    ['games today', '/games'],
    ['games, busiest day', `/games/${busyDay}`],
    ['team', `/team/${ids.team}/x`],
    ['team, rarely in news', `/team/${ids.rareTeam}/x`],
    ['player, top scorer', `/player/${ids.scorer}/x`],
    ['league scorers', `/league/${ids.league}/scorers/x`],
    ...SEARCH_QUERIES.map((q): [string, string] => [`search ${q}`, publicPaths.search(q)]),
  ];
  const origin = 'http://localhost';
  // The layout (header and footer) is loaded and cached apart from the page; it is not counted here.
  const mediaUrl = mediaUrlFor(null);
  const layout = await loadLayout(orm.em.fork(), mediaUrl);
  for (const [name, path] of pages) {
    let best: Statement[] = [];
    for (let i = 0; i < runs; i++) {
      log = [];
      let payload = await loadPage({ em: orm.em.fork(), request: pageRequest(path), origin, layout, mediaUrl });
      if (payload.kind === 'redirect') {
        // A wrong slug answers with the canonical URL after the first query; measure the canonical page.
        log = [];
        payload = await loadPage({ em: orm.em.fork(), request: pageRequest(payload.location), origin, layout, mediaUrl });
      }
      if (payload.kind !== 'page') throw new Error(`${name}: ${path} gave ${payload.kind} ${payload.status}`);
      if (i === 0 || sum(log) < sum(best)) best = log;
    }
    // The server's own execution time (EXPLAIN ANALYZE), free of the client's scheduling noise.
    log = [];
    for (const s of best) s.ms = await executionMs(s);
    const slow = best.filter((s) => s.ms > slowMs);
    const total = sum(best).toFixed(1);
    process.stdout.write(
      `${name.padEnd(22)} ${String(best.length).padStart(3)} statements, ${total.padStart(6)} ms, slowest ${Math.max(0, ...best.map((s) => s.ms)).toFixed(1)} ms\n`,
    );
    for (const s of values.sql ? best : slow)
      process.stdout.write(`  ${s.ms.toFixed(1).padStart(7)} ms  ${s.sql.slice(0, values.sql ? 4000 : 240)}\n`);
  }
  await randomItems(orm, { origin, layout, mediaUrl }, em);
  await orm.close(true);
}

/**
 * The long tail: the same pages for items drawn at random from the whole set (an old article is read by
 * crawlers and search engines as often as a new one). Database time per page, as the loader sees it.
 */
async function randomItems(
  orm: Orm,
  page: { origin: string; layout: Awaited<ReturnType<typeof loadLayout>>; mediaUrl: ReturnType<typeof mediaUrlFor> },
  em: ReturnType<Orm['em']['fork']>,
) {
  const sample = (sql: string) => em.getConnection().execute<{ path: string }[]>(sql);
  const kinds: [string, { path: string }[]][] = [
    [
      'article',
      await sample(
        `select '/news/' || id || '/x' as path from news where status = 'published' and published_at <= now() order by random() limit ${RANDOM_ITEMS}`,
      ),
    ],
    ['tag', await sample(`select '/tags/' || slug as path from tag order by random() limit ${RANDOM_ITEMS}`)],
    ['team', await sample(`select '/team/' || id || '/x' as path from team order by random() limit ${RANDOM_ITEMS}`)],
    ['game', await sample(`select '/game/' || id || '/result/x' as path from game order by random() limit ${RANDOM_ITEMS}`)],
    ['player', await sample(`select '/player/' || id || '/x' as path from player order by random() limit ${RANDOM_ITEMS}`)],
    ['scorers', await sample(`select '/league/' || id || '/scorers/x' as path from league order by random() limit ${RANDOM_ITEMS}`)],
  ];
  process.stdout.write(`\nRandom items of the whole set (${RANDOM_ITEMS} of each kind), database time per page:\n`);
  for (const [kind, rows] of kinds) {
    const totals: number[] = [];
    let slowest: Statement = { sql: '', values: [], ms: 0 };
    for (const { path } of rows) {
      log = [];
      let payload = await loadPage({ em: orm.em.fork(), request: pageRequest(encodeURI(path)), ...page });
      if (payload.kind === 'redirect') {
        log = [];
        payload = await loadPage({ em: orm.em.fork(), request: pageRequest(payload.location), ...page });
      }
      totals.push(sum(log));
      for (const s of log) if (s.ms > slowest.ms) slowest = s;
    }
    totals.sort((a, b) => a - b);
    const at = (q: number) => totals[Math.min(totals.length - 1, Math.floor(q * totals.length))].toFixed(1);
    process.stdout.write(
      `${kind.padEnd(8)} p50 ${at(0.5).padStart(5)} ms, p99 ${at(0.99).padStart(5)} ms, max ${at(1).padStart(5)} ms; slowest statement ${slowest.ms} ms: ${slowest.sql.slice(0, 160)}\n`,
    );
  }
}

const sum = (list: Statement[]) => list.reduce((t, s) => t + s.ms, 0);

main().catch((err: unknown) => {
  process.stderr.write(`bench:queries failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
