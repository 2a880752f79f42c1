import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { tehranJalaliDate } from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import type { PageData, PagePayload } from '@meydan/shared-types/schemas';
import { withAdminClient as admin, withDatabaseName } from '../src/db/pg-admin.js';
import { openDatabase } from '../src/db/open-database.js';
import { seedDemo } from '../src/seeders/demo.js';
import { LocalDiskStorage } from '../src/storage/index.js';
import { startServerProcess } from './server-process.js';

/*
 * node --import tsx bench/page-snapshot.ts save <dir> | compare <dir> [--reseed] [--build compiled|source] [--database name]
 *
 * The public pages' HTML, payloads and feeds, fetched from a server running the current code on one
 * seeded PostgreSQL database (`meydan_page_snapshot` beside TEST_DATABASE_URL, or `--database`, kept between runs), so a
 * change to how pages are defined, keyed and cached can be shown to leave every page byte for byte as it
 * was. `save` writes one file per URL; `compare` fetches again and lists the URLs whose answer differs.
 * Build ids, hashed asset names and live minutes are blanked: they change with every build, or every minute.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { reseed: { type: 'boolean' }, port: { type: 'string' }, build: { type: 'string' }, database: { type: 'string' } },
});
const [mode, dir] = positionals;
if ((mode !== 'save' && mode !== 'compare') || !dir) {
  process.stderr.write('usage: page-snapshot.ts save|compare <dir> [--reseed]\n');
  process.exit(2);
}
const base = process.env.TEST_DATABASE_URL;
if (!base) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
const NAME = values.database ?? 'meydan_page_snapshot';
if (!/^[a-z_][a-z0-9_]*$/.test(NAME)) throw new Error(`not a database name: ${NAME}`);
const dataDir = join(tmpdir(), NAME);
const mediaDir = join(dataDir, 'media');

async function seeded(url: string): Promise<boolean> {
  try {
    return await admin(url, async (c) => Number((await c.query<{ n: string }>('select count(*) as n from news')).rows[0].n) > 0);
  } catch {
    return false;
  }
}

async function prepareDatabase(): Promise<string> {
  const url = withDatabaseName(base!, NAME);
  if (!values.reseed && (await seeded(url))) return url;
  await admin(base!, async (c) => {
    await c.query(`drop database if exists "${NAME}" with (force)`);
    await c.query(`create database "${NAME}"`);
  });
  mkdirSync(mediaDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: url, dataDir });
  try {
    await seedDemo(db.orm.em.fork(), new LocalDiskStorage(mediaDir), { size: 'small' });
  } finally {
    await db.close();
  }
  return url;
}

interface Answer {
  status: number;
  type: string | null;
  location: string | null;
  body: string;
}

async function get(origin: string, path: string): Promise<Answer> {
  const res = await fetch(origin + path, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type'), location: res.headers.get('location'), body: await res.text() };
}

async function pageData<K extends string>(origin: string, path: string, page: K) {
  const p = JSON.parse((await get(origin, publicPaths.payload(path, 'snapshot'))).body) as PagePayload;
  if (p.kind !== 'page' || p.page !== page) throw new Error(`no ${page} payload at ${path}`);
  return p.data as K extends keyof PageDataMap ? PageDataMap[K] : never;
}
type PageDataMap = { [K in 'home' | 'newsArticle' | 'galleryList' | 'newsList']: PageData<K> };

/** Every kind of public URL, with real items of the seeded data. */
async function paths(origin: string): Promise<string[]> {
  const home = await pageData(origin, '/', 'home');
  const photos = await pageData(origin, '/gallery/photo', 'galleryList');
  const videos = await pageData(origin, '/gallery/video', 'galleryList');
  const article = home.latest.find((n) => n.sport) ?? home.latest[0];
  const articleData = await pageData(origin, publicPaths.newsArticle(article.id, article.slug), 'newsArticle');
  const tag = articleData.news.tags[0];
  const sport = articleData.news.sport!;
  const game = home.results[0] ?? home.upcoming[0];
  const table = home.table!;
  const team = game.home;
  const word = article.title.split(' ').find((w) => w.length > 3) ?? article.title;
  const day = game.kickoffAt ? new Date(game.kickoffAt) : new Date();
  const pages = [
    '/',
    '/index',
    '/about',
    '/news',
    '/news?page=2',
    publicPaths.newsList({ sport: sport.id }),
    publicPaths.newsList({ tag: tag.slug }),
    publicPaths.newsArticle(article.id, article.slug),
    publicPaths.newsArticle(article.id, 'wrong-slug'),
    publicPaths.tag(tag.slug),
    publicPaths.sport(sport.id, sport.slug),
    '/gallery/photo',
    publicPaths.photo(photos.items[0].id, photos.items[0].slug),
    '/gallery/video',
    publicPaths.video(videos.items[0].id, videos.items[0].slug),
    publicPaths.game(game.id, game.slug),
    publicPaths.leagueTable(table.league.id, table.league.slug),
    '/games',
    publicPaths.fixtures(tehranJalaliDate(day)),
    publicPaths.team(team.id, team.slug),
    publicPaths.search(word),
    '/search',
    publicPaths.shortLink(article.shortCode),
    '/no-such-page',
    '/news/999999/missing',
  ];
  return [
    ...pages,
    ...pages.map((p) => publicPaths.payload(p, 'snapshot')),
    '/sitemap.xml',
    ...(await sitemapPages(origin)),
    '/rss.xml',
    `/sport/${sport.id}/rss.xml`,
    '/robots.txt',
    '/api/public/layout',
  ];
}

/** Every sitemap page the index names. */
async function sitemapPages(origin: string): Promise<string[]> {
  const index = (await get(origin, '/sitemap.xml')).body;
  return [...index.matchAll(/<loc>[^<]*?(\/sitemaps\/[a-z]+-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
}

function normalize(text: string, buildId: string): string {
  return (
    text
      .split(buildId)
      .join('{build}')
      .split(encodeURIComponent(buildId))
      .join('{build}')
      .replace(/\/assets\/[A-Za-z0-9_.-]+/g, '/assets/{asset}')
      // A live game's minute moves with the clock, not with the code.
      .replace(/"minute":\d+/g, '"minute":{m}')
      .replace(/(class="live-minute" aria-label="دقیقه )[۰-۹]+(">)[۰-۹]+/g, '$1{m}$2{m}')
  );
}

/** A readable, short, unique file name: the path's ASCII letters and a hash of it. */
const fileOf = (path: string) =>
  `${path.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 40)}.${createHash('sha256').update(path).digest('hex').slice(0, 10)}.txt`;

async function main() {
  const url = await prepareDatabase();
  const port = Number(values.port ?? 3931);
  const build = values.build === 'compiled' ? 'compiled' : 'source';
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, MEDIA_DIR: mediaDir };
  const server = await startServerProcess(env, port, join(tmpdir(), 'meydan-page-snapshot.log'), { build, timeoutMs: 240_000 });
  try {
    const buildId = ((await (await fetch(`${server.origin}/builds/latest.json`)).json()) as { buildId: string }).buildId;
    const list = await paths(server.origin);
    const out: Record<string, string> = {};
    for (const path of list) {
      const a = await get(server.origin, path);
      out[fileOf(path)] = normalize(`${a.status} ${a.type ?? '-'} ${a.location ?? '-'}\n${path}\n\n${a.body}`, buildId);
    }
    if (mode === 'save') {
      mkdirSync(dir, { recursive: true });
      for (const [file, text] of Object.entries(out)) writeFileSync(join(dir, file), text);
      process.stdout.write(`saved ${list.length} answers in ${dir}\n`);
      return;
    }
    const saved = existsSync(dir) ? readdirSync(dir) : [];
    const differ = Object.keys(out).filter((f) => !saved.includes(f) || readFileSync(join(dir, f), 'utf8') !== out[f]);
    const missing = saved.filter((f) => !(f in out));
    const after = join(dir, '..', `${dir.split('/').pop()}-now`);
    mkdirSync(after, { recursive: true });
    for (const [file, text] of Object.entries(out)) writeFileSync(join(after, file), text);
    process.stdout.write(`${list.length} answers: ${differ.length} differ, ${missing.length} missing (now in ${after})\n`);
    for (const f of [...differ, ...missing]) process.stdout.write(`  ${f}\n`);
    if (differ.length || missing.length) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
