import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestServer } from '@meydan/server/testing';
import { discoverRoutes } from '../e2e/site-data';
import { firstLoadKb } from './first-load';

/**
 * Lighthouse (mobile settings, its defaults) on the built site, served by the real server on a fresh
 * demo database: the home page, a news article and a league table, median of RUNS runs. The second half
 * of `pnpm bench:web`. Build first (`pnpm build`); this script builds nothing.
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
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
    for (const [name, path] of Object.entries(pages)) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(server.url + path, chrome.port));
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
    }
    console.table(results);
    const firstLoad = {
      home: firstLoadKb('src/features/home/HomePage.tsx'),
      article: firstLoadKb('src/features/news/NewsArticlePage.tsx'),
      leagueTable: firstLoadKb('src/features/league/LeagueTablePage.tsx'),
    };
    console.log(`first-load JS (KB gzip): ${JSON.stringify(firstLoad)}`);
    console.log(JSON.stringify({ runs: RUNS, results, firstLoadJsKbGzip: firstLoad }, null, 2));
  } finally {
    chrome.kill();
    await server.close();
  }
}
