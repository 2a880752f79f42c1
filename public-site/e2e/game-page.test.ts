import { describe, expect, it } from 'vitest';
import { publicPaths, type PageData } from '@meydan/shared-types/public';
import type { GameCentre } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import { DESKTOP, newContext, screenshot, screenshotOf } from './browser';
import { payload, sheetedGame, sheetedVolleyballGame, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const PHONE_375 = { width: 375, height: 812 };

/**
 * A finished game the demo data gives different scores and an assisted goal on each side: among the home
 * page's results first, then through the public centre of every game (the seed decides which one it is).
 */
async function scoredGame(): Promise<{ path: string; game: PageData<'game'>['game'] }> {
  const home = await payload(env.baseUrl, '/');
  if (home.kind !== 'page' || home.page !== 'home') throw new Error('no home payload');
  const ids = new Set([...home.data.results.map((card) => card.id), ...Array.from({ length: 1_000 }, (_, i) => i + 1)]);
  for (const id of ids) {
    const res = await fetch(`${env.baseUrl}/api/public/games/${id}/centre`);
    if (!res.ok) {
      await res.body?.cancel();
      continue;
    }
    const { game } = (await res.json()) as GameCentre;
    if (game.status !== 'finished' || game.homeScore === game.awayScore) continue;
    const assisted = game.events.filter((e) => e.type === 'goal' && e.relatedPlayer);
    if (new Set(assisted.map((e) => e.side)).size < 2) continue;
    const path = publicPaths.game(game.id, game.slug);
    const p = await payload(env.baseUrl, path);
    if (p.kind === 'page' && p.page === 'game') return { path, game: p.data.game };
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

  for (const [name, viewport, phone] of [
    ['phone-375', PHONE_375, true],
    ['desktop-1280', { width: 1280, height: 900 }, false],
  ] as const) {
    it(`shows both team sheets on the pitch, home on the right, with the benches, coaches and substitutions (${name})`, async () => {
      const { path, game } = await sheetedGame(env.baseUrl);
      const { home, away } = game.lineups;
      const context = await newContext(env.browser, { phone, viewport });
      const page = await context.newPage();
      await page.goto(env.baseUrl + path, { waitUntil: 'networkidle' });
      const section = page.locator('section.lineups');
      await section.scrollIntoViewIfNeeded();
      for (const [side, sheet, team] of [
        ['home', home!, game.home],
        ['away', away!, game.away],
      ] as const) {
        const half = section.locator(`.pitch__half--${side}`);
        expect(await half.locator('.pitch__player').count()).toBe(11);
        expect(await half.locator('.pitch__name').allInnerTexts()).toEqual(
          expect.arrayContaining(sheet.starters.map((s) => s.player.name)),
        );
        expect(await half.getAttribute('aria-label')).toBe(`ترکیب اصلی ${team.title}`);
        expect(await half.locator('.pitch__formation').innerText()).toBe(toPersianDigits(sheet.formation));
        const list = section.locator('.lineup-side').nth(side === 'home' ? 0 : 1);
        expect(await list.innerText()).toContain(`سرمربی: ${sheet.coach}`);
        expect(await list.locator('.lineup-side__bench li').count()).toBe(sheet.bench.length);
        // Who went off is marked on the pitch, who came on on the bench, at the event's minute.
        const sub = game.events.find((e) => e.side === side && e.type === 'substitution')!;
        const off = half.locator('.pitch__player', { hasText: sub.relatedPlayer! });
        expect(await off.locator('.player-marks__sub--off').innerText()).toContain(`${toPersianDigits(sub.minute)}′`);
        const on = list.locator('li', { hasText: sub.player });
        expect(await on.locator('.player-marks__sub--on').innerText()).toContain(`${toPersianDigits(sub.minute)}′`);
      }
      // Every player's chip lies inside the pitch, and no two of them overlap: readable at this width.
      const boxes = await section.locator('.pitch__player').evaluateAll((els) =>
        els.map((el) => {
          const r = el.querySelector('.pitch__shirt')!.getBoundingClientRect();
          const n = el.querySelector('.pitch__name')!.getBoundingClientRect();
          return { x: r.x, y: r.y, w: r.width, h: r.height, nameRight: n.right, nameLeft: n.left, nameTop: n.top, nameBottom: n.bottom };
        }),
      );
      const pitch = (await section.locator('.pitch').boundingBox())!;
      for (const b of boxes) {
        expect(b.nameLeft).toBeGreaterThanOrEqual(pitch.x - 1);
        expect(b.nameRight).toBeLessThanOrEqual(pitch.x + pitch.width + 1);
      }
      const overlaps = boxes.filter((a, i) =>
        boxes.some(
          (b, j) =>
            j > i &&
            a.nameLeft < b.nameRight - 1 &&
            b.nameLeft < a.nameRight - 1 &&
            a.nameTop < b.nameBottom - 1 &&
            b.nameTop < a.nameBottom - 1,
        ),
      );
      expect(overlaps).toEqual([]);
      const [homeBox, awayBox] = [
        await section.locator('.pitch__half--home').boundingBox(),
        await section.locator('.pitch__half--away').boundingBox(),
      ];
      if (!phone) expect(homeBox!.x).toBeGreaterThan(awayBox!.x);
      else expect(homeBox!.y).toBeLessThan(awayBox!.y);
      await screenshotOf(section, `game-lineups-${name}`);
      await context.close();
    });
  }

  for (const [name, viewport, phone] of [
    ['phone-375', PHONE_375, true],
    ['desktop-1280', { width: 1280, height: 900 }, false],
  ] as const) {
    it(`stands a sport without a goalkeeper in two rows, whatever its formation note says (${name})`, async () => {
      const { path, game } = await sheetedVolleyballGame(env.baseUrl);
      expect(game.lineupShape).toEqual({ starters: 6, hasGoalkeeper: false });
      const context = await newContext(env.browser, { phone, viewport });
      const page = await context.newPage();
      await page.goto(env.baseUrl + path, { waitUntil: 'networkidle' });
      const section = page.locator('section.lineups');
      await section.scrollIntoViewIfNeeded();
      for (const [side, sheet] of [
        ['home', game.lineups.home!],
        ['away', game.lineups.away!],
      ] as const) {
        const half = section.locator(`.pitch__half--${side}`);
        // Three at the back and three at the net: nobody alone in goal, and the note "5-1" places no one.
        const lines = await half
          .locator('.pitch__line')
          .evaluateAll((els) => els.map((el) => el.querySelectorAll('.pitch__player').length));
        expect(lines).toEqual([3, 3]);
        expect(await half.locator('.pitch__name').allInnerTexts()).toEqual(sheet.starters.map((s) => s.player.name));
      }
      await screenshotOf(section, `game-lineups-volleyball-${name}`);
      await context.close();
    });
  }
});
