import { describe, expect, it } from 'vitest';
import type { Game, GameLineup } from '@meydan/shared-types/schemas';
import { api, shot, useStaffSession } from './support/browser';

const session = useStaffSession('editor');

describe('team sheets', () => {
  it('draws both sheets from the squads, shows a refusal on its field, and saves', async () => {
    const { page } = session;
    const [game] = await api<Game[]>(
      page,
      `/api/admin/game?range=[0,0]&sort=["kickoffAt","ASC"]&filter=${encodeURIComponent(JSON.stringify({ status: 'scheduled' }))}`,
    );
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
});
