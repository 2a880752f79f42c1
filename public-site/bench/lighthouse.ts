import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestServer } from '@meydan/server/testing';
import { discoverRoutes } from '../e2e/site-data';
import { firstLoadKb } from './first-load';

/**
 * Lighthouse (mobile settings, its defaults) on the built site, served by the real server on a fresh
 * demo database: the home page, a news article and a league table, median of RUNS runs. The second half
 * of `pnpm bench:web`. Build first (`pnpm build`); this script builds nothing. It also prints, for each
 * page's median run, the long tasks (what blocks the main thread at load and the script each is
 * attributed to, in Lighthouse's simulated mobile time) and the main-thread time by script, and keeps
 * every report in `artifacts/lighthouse/` for a closer look.
 */
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

interface Audited {
  /** Lighthouse's error code when the run measured nothing (NO_NAVSTART when the trace broke off). */
  failed: string | null;
  scores: Scores;
  longTasks: string[];
  scripts: string[];
  report: unknown;
}

const artifacts = fileURLToPath(new URL('../../artifacts/lighthouse/', import.meta.url));

/** A long task's debug data: its start, duration and milliseconds by task group (scriptEvaluation, styleLayout…). */
type DebugTask = { urlIndex: number; startTime: number; duration: number } & Record<string, number>;
const GROUPS: [string, string][] = [
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'compile'],
  ['styleLayout', 'style/layout'],
  ['paintCompositeRender', 'paint'],
  ['parseHTML', 'html'],
  ['garbageCollection', 'gc'],
  ['other', 'other'],
];

/** A script's address as its path on the site (`/assets/index-….js`); anything else (`Unattributable`) as given. */
const pathOf = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url);

/** One line per long task: `312 ms at 1450 ms, /assets/index-….js (script 250, style/layout 40)`. */
function describeLongTasks(audit: { details?: unknown } | undefined): string[] {
  const debug = (audit?.details as { debugData?: { urls: string[]; tasks: DebugTask[] } } | undefined)?.debugData;
  if (!debug) return [];
  return debug.tasks.map((t) => {
    const where = pathOf(debug.urls[t.urlIndex] ?? '');
    // With simulated throttling Lighthouse often files a whole task under `other`: no breakdown then.
    const parts = GROUPS.filter(([k]) => k !== 'other' && (t[k] ?? 0) >= 1).map(([k, label]) => `${label} ${Math.round(t[k])}`);
    return `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms, ${where}${parts.length ? ` (${parts.join(', ')})` : ''}`;
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Main-thread time by script (Lighthouse's bootup-time): `/assets/index-….js: 644 ms, 557 running it`. */
function describeScripts(audit: { details?: unknown } | undefined): string[] {
  const items = (audit?.details as { items?: { url: string; total: number; scripting: number }[] } | undefined)?.items ?? [];
  return items.map((i) => `${pathOf(i.url)}: ${Math.round(i.total)} ms, ${Math.round(i.scripting)} running it`);
}

async function audit(url: string, port: number): Promise<Audited> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  };
  return {
    failed: result.lhr.runtimeError?.code ?? null,
    scores,
    longTasks: describeLongTasks(audits['long-tasks']),
    scripts: describeScripts(audits['bootup-time']),
    report: result.lhr,
  };
}

export async function runLighthouse(): Promise<void> {
  const server = await startTestServer();
  const chrome = await launchChrome({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const { routes } = await discoverRoutes(server.url);
    const pages = { home: routes.home, article: routes.newsArticle, leagueTable: routes.leagueTable };
    // A deployed server is warm; the first render of a fresh process (JIT, ORM metadata) is not the site.
    for (const path of Object.values(pages)) for (let i = 0; i < 3; i++) await (await fetch(server.url + path)).text();
    const results: Record<string, Scores> = {};
    const longTasks: Record<string, string[]> = {};
    const scripts: Record<string, string[]> = {};
    mkdirSync(artifacts, { recursive: true });
    for (const [name, path] of Object.entries(pages)) {
      const audited: Audited[] = [];
      for (let i = 0; i < RUNS; i++) {
        audited.push(await audit(server.url + path, chrome.port));
        writeFileSync(`${artifacts}${name}-${i + 1}.json`, JSON.stringify(audited[i].report));
      }
      // A failed run's metrics are NaN, which would sort anywhere: the medians are of the runs that measured.
      const measured = audited.filter((a) => !a.failed);
      const failures = audited.flatMap((a) => (a.failed ? [a.failed] : []));
      if (failures.length) console.log(`${name}: ${failures.length} of ${RUNS} runs failed (${failures.join(', ')})`);
      if (measured.length === 0) continue;
      const runs = measured.map((a) => a.scores);
      const pick = (k: keyof Scores) => median(runs.map((r) => r[k]));
      results[name] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
      };
      // The long tasks of the run whose blocking time is the median.
      const medianRun = measured.find((a) => a.scores.tbtMs === results[name].tbtMs);
      longTasks[name] = medianRun?.longTasks ?? [];
      scripts[name] = medianRun?.scripts ?? [];
    }
    console.table(results);
    for (const [name, tasks] of Object.entries(longTasks)) {
      console.log(`${name} long tasks:${tasks.length ? '' : ' none'}`);
      for (const task of tasks) console.log(`  ${task}`);
      console.log(`${name} main-thread time by script: ${scripts[name].join('; ')}`);
    }
    const firstLoad = {
      home: firstLoadKb('src/features/home/HomePage.tsx'),
      article: firstLoadKb('src/features/news/NewsArticlePage.tsx'),
      leagueTable: firstLoadKb('src/features/league/LeagueTablePage.tsx'),
    };
    console.log(`first-load JS (KB gzip): ${JSON.stringify(firstLoad)}`);
    console.log(JSON.stringify({ runs: RUNS, results, longTasks, scripts, firstLoadJsKbGzip: firstLoad }, null, 2));
  } finally {
    chrome.kill();
    await server.close();
  }
}
