import { pageRequest } from '../src/cache/keys.js';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../src/db/open-database.js';
import { loadLayout } from '../src/public/layout.js';
import { loadPage } from '../src/public/pages.js';
import { mediaUrlFor } from '../src/storage/index.js';
import { loadSiteBundle } from '../src/ssr/site-bundle.js';

/*
 * NODE_ENV=production node --import tsx bench/miss-parts.ts <file of paths, one per line>
 * The CPU time of one page miss, part by part (load from the database, JSON, React render), in this
 * process and on the large set that bench:web seeded (BENCH_DATABASE_URL, default meydan_bench on the
 * local PostgreSQL); run `pnpm build` first for the site's server bundle. Each path is loaded twice over,
 * the second round after the code has warmed up.
 */
const paths = readFileSync(process.argv[2], 'utf8').trim().split('\n').slice(0, 300);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/meydan_bench';
const db = await openDatabase({ databaseUrl, dataDir: join(tmpdir(), 'meydan-bench') });
const mediaUrl = mediaUrlFor(null);
const layout = await loadLayout(db.orm.em.fork(), mediaUrl);
const site = (await loadSiteBundle(resolve('../public-site/dist')))!;
const origin = 'http://127.0.0.1';
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const t = { load: 0, json: 0, render: 0 };
for (let round = 0; round < 2; round++) {
  t.load = t.json = t.render = 0;
  for (const p of paths) {
    let c = cpu();
    const payload = await loadPage({ em: db.orm.em.fork(), request: pageRequest(p), origin, layout, mediaUrl });
    t.load += cpu() - c;
    c = cpu();
    JSON.stringify(payload);
    t.json += cpu() - c;
    c = cpu();
    await site.entry.render({ buildId: 'x', url: p, calendar: 'jalali', maybeSignedIn: false, layout, payload });
    t.render += cpu() - c;
  }
  console.log(
    `per page: load ${(t.load / paths.length).toFixed(2)} ms, json ${(t.json / paths.length).toFixed(2)} ms, render ${(t.render / paths.length).toFixed(2)} ms`,
  );
}
await db.close();
