import { describe, expect, it } from 'vitest';
import { publicPaths, type PageData } from '@meydan/shared-types/public';
import { toPersianDigits } from '@meydan/shared-types/text';
import { DESKTOP, newContext, screenshot } from './browser';
import { payload, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const PHONE_375 = { width: 375, height: 812 };

/** A finished game the demo data gives different scores and an assisted goal on each side. */
async function scoredGame(): Promise<{ path: string; game: PageData<'game'>['game'] }> {
  const home = await payload(env.baseUrl, '/');
  if (home.kind !== 'page' || home.page !== 'home') throw new Error('no home payload');
  for (const card of home.data.results) {
    if (card.homeScore === card.awayScore) continue;
    const path = publicPaths.game(card.id, card.slug);
    const p = await payload(env.baseUrl, path);
    if (p.kind !== 'page' || p.page !== 'game') continue;
    const assisted = p.data.game.events.filter((e) => e.type === 'goal' && e.relatedPlayer);
    if (new Set(assisted.map((e) => e.side)).size === 2) return { path, game: p.data.game };
  }
  throw new Error('no finished game with different scores and assisted goals on both sides');
}

describe('game page', () => {
  it('reads the score in reading order to assistive technology, and shows the home score on the right', async () => {
    const { path, game } = await scoredGame();
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(env.baseUrl + path, { waitUntil: 'networkidle' });
    const board = page.locator('.scoreboard__score');
    const tree = await board.ariaSnapshot();
    const [home, away] = [toPersianDigits(game.homeScore!), toPersianDigits(game.awayScore!)];
    expect(tree).toContain(`${game.home.title} ${home}، ${game.away.title} ${away}`);
    expect(tree).not.toContain(`${away} - ${home}`);
    // On screen the digits still stand under their teams: the home team is on the right.
    const digits = board.locator('.scoreboard__digits');
    const xOf = (digitsText: string) =>
      digits.evaluate((el, wanted) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          if (walker.currentNode.textContent?.trim() !== wanted) continue;
          const range = document.createRange();
          range.selectNodeContents(walker.currentNode);
          return range.getBoundingClientRect().x;
        }
        return null;
      }, digitsText);
    const [homeBox, awayBox] = [await xOf(home), await xOf(away)];
    expect(homeBox).not.toBeNull();
    expect(homeBox!).toBeGreaterThan(awayBox!);
    await screenshot(page, 'game-scoreboard-desktop', false);
    await context.close();
  });

  for (const [name, viewport] of [
    ['phone-375', PHONE_375],
    ['desktop', DESKTOP],
  ] as const) {
    it(`names each event's team and spaces the assist from the event (${name})`, async () => {
      const { path, game } = await scoredGame();
      const context = await newContext(env.browser, { phone: name !== 'desktop', viewport });
      const page = await context.newPage();
      await page.goto(env.baseUrl + path, { waitUntil: 'networkidle' });
      const events = page.locator('.timeline__event');
      expect(await events.count()).toBe(game.events.length);
      const teamOf = { home: game.home.shortTitle || game.home.title, away: game.away.shortTitle || game.away.title };
      for (const side of ['home', 'away'] as const) {
        const event = game.events.find((e) => e.side === side && e.type === 'goal' && e.relatedPlayer)!;
        const row = page.locator(`.timeline__event--${side}`, { hasText: event.player }).first();
        const text = await row.innerText();
        // Told apart by words, not only by shade: the team's name is on the row, seen and heard.
        expect(text).toContain(teamOf[side]);
        expect(await row.ariaSnapshot()).toContain(teamOf[side]);
        expect(text).toContain(`گل (پاس گل: ${event.relatedPlayer})`);
      }
      await page.locator('.timeline').scrollIntoViewIfNeeded();
      await screenshot(page, `game-events-${name}`, false);
      await context.close();
    });
  }
});
