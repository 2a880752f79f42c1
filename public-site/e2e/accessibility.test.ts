import { describe, expect, it } from 'vitest';
import { publicPaths } from '@meydan/shared-types/public';
import { axeViolations, type Violation } from './axe';
import { DESKTOP, newContext } from './browser';
import { payload, sheetedGame, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const PHONE_375 = { width: 375, height: 812 };

/** Beyond the serious and critical: landmarks a screen reader lists by name, and names that differ from what is seen. */
const ALSO_CHECKED = new Set(['landmark-unique', 'label-content-name-mismatch']);
const serious = (violations: Violation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_CHECKED.has(v.rule));

async function teamPath(): Promise<string> {
  const p = await payload(env.baseUrl, env.site.routes.leagueTable);
  if (p.kind !== 'page' || p.page !== 'leagueTable') throw new Error('no league table payload');
  const team = p.data.table.rows[0]!.team;
  return publicPaths.team(team.id, team.slug);
}

describe('accessibility (axe)', () => {
  for (const [name, viewport] of [
    ['phone-375', PHONE_375],
    ['desktop', DESKTOP],
  ] as const) {
    it(`finds no serious or critical violation on the reader's main pages (${name})`, async () => {
      const routes = {
        home: '/',
        news: '/news',
        article: env.site.routes.newsArticle,
        search: `/search?q=${encodeURIComponent('پرسپولیس')}`,
        games: '/games',
        game: env.site.routes.game,
        lineups: (await sheetedGame(env.baseUrl)).path,
        team: await teamPath(),
        leagueTable: env.site.routes.leagueTable,
      };
      const context = await newContext(env.browser, { phone: name !== 'desktop', viewport });
      const page = await context.newPage();
      const found: Record<string, Violation[]> = {};
      for (const [route, url] of Object.entries(routes)) {
        await page.goto(env.baseUrl + url, { waitUntil: 'networkidle' });
        const violations = serious(await axeViolations(page));
        if (violations.length) found[route] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    });
  }
});
