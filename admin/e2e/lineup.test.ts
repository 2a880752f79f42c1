import { describe, expect, it } from 'vitest';
import type { Game, GameLineup, League, Season, Sport } from '@meydan/shared-types/schemas';
import type { Page } from 'playwright-core';
import { api, shot, useStaffSession } from './support/browser';

const session = useStaffSession('editor');
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

/** The first scheduled game of the demo's league of a sport, the sport named as the seed names it. */
async function firstScheduled(page: Page, sportTitle: string): Promise<Game> {
  const [sport] = await api<Sport[]>(page, `/api/admin/sport?filter=${filter({ q: sportTitle })}`);
  const [league] = await api<League[]>(page, `/api/admin/league?filter=${filter({ sport: sport.id })}`);
  const [season] = await api<Season[]>(page, `/api/admin/season?filter=${filter({ league: league.id, isCurrent: true })}`);
  const [game] = await api<Game[]>(
    page,
    `/api/admin/game?range=[0,0]&sort=["kickoffAt","ASC"]&filter=${filter({ season: season.id, status: 'scheduled' })}`,
  );
  return game;
}

describe('team sheets', () => {
  it('draws both sheets from the squads, shows a refusal on its field, and saves', async () => {
    const { page } = session;
    const game = await firstScheduled(page, 'فوتبال');
    expect(await api<GameLineup>(page, `/api/admin/game/${game.id}/lineup`)).toMatchObject({ home: null, away: null });

    await page.goto(`/admin/game/${game.id}/lineup`);
    for (const side of ['home', 'away']) {
      await page.locator(`[data-sheet="${side}"] button:has-text("چیدن از فهرست بازیکنان")`).click();
    }
    await page.locator('[data-entry="starters.10"]').first().waitFor();
    // Eleven placed by the formation, goalkeeper first.
    expect(await page.locator('[data-sheet="home"] [data-entry^="starters."]').count()).toBe(11);
    await page.fill('input[data-field="away.formation"]', '4-4-3');
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.getByText('جمع خطوط آرایش باید ۱۰ باشد', { exact: false }).waitFor();
    await shot(page, '93-lineup-refused');

    await page.fill('input[data-field="away.formation"]', '۴-۴-۲');
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.waitForSelector('text=ترکیب‌ها ذخیره شد');
    const saved = await api<GameLineup>(page, `/api/admin/game/${game.id}/lineup`);
    expect(saved.home?.starters).toHaveLength(11);
    expect(saved.home?.starters[0].position).toBe('goalkeeper');
    expect(saved.away?.formation).toBe('4-4-2');
    expect(saved.home?.starters.every((s) => s.player.id)).toBe(true);
    await shot(page, '94-lineup-saved');
  });

  it('lines a futsal side up in five behind lines of four, and saves them', async () => {
    const { page } = session;
    const game = await firstScheduled(page, 'فوتسال');
    expect(await api<GameLineup>(page, `/api/admin/game/${game.id}/lineup`)).toMatchObject({ shape: { starters: 5, hasGoalkeeper: true } });

    await page.goto(`/admin/game/${game.id}/lineup`);
    await page.locator('[data-sheet="home"] button:has-text("چیدن از فهرست بازیکنان")').click();
    await page.locator('[data-sheet="home"] [data-entry="starters.4"]').waitFor();
    expect(await page.locator('[data-sheet="home"] [data-entry^="starters."]').count()).toBe(5);
    expect(await page.inputValue('input[data-field="home.formation"]')).toBe('2-2');
    await page.getByText('ترکیب اصلی (۵)').first().waitFor();

    await page.fill('input[data-field="home.formation"]', '2-3');
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.getByText('جمع خطوط آرایش باید ۴ باشد', { exact: false }).waitFor();
    await page.locator('input[data-field="home.formation"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, '100-lineup-futsal-refused');

    await page.fill('input[data-field="home.formation"]', '۱-۲-۱');
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.waitForSelector('text=ترکیب‌ها ذخیره شد');
    const saved = await api<GameLineup>(page, `/api/admin/game/${game.id}/lineup`);
    expect(saved.home?.formation).toBe('1-2-1');
    expect(saved.home?.starters.map((s) => s.position)).toEqual(['goalkeeper', 'defender', 'midfielder', 'midfielder', 'forward']);
    expect(saved.away).toBeNull();
    await shot(page, '101-lineup-futsal-saved');
  });
});
