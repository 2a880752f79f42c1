import { describe, expect, it } from 'vitest';
import type { Game, GameResult, Player } from '@meydan/shared-types/schemas';
import { api, shot, useStaffSession } from './support/browser';

const session = useStaffSession('editor');
const persian = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

describe('players', () => {
  it('creates a player with his birth date picked in the Jalali calendar, and finds him by team and position', async () => {
    const { page } = session;
    const name = `رامین آزمایشی ${persian(Date.now() % 10000)}`;
    const [team] = await api<{ id: number; title: string }[]>(page, '/api/admin/team?range=[0,0]&sort=["title","ASC"]');
    const taken = await api<Player[]>(
      page,
      `/api/admin/player?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ team: team.id }))}`,
    );
    const number = [...Array(99).keys()].map((n) => n + 1).find((n) => !taken.some((p) => p.shirtNumber === n))!;

    await page.goto('/admin/player/create');
    await page.fill('input[name="name"]', name);
    await page.fill('input[name="shirtNumber"]', String(number));
    // The choices filtered by what was typed come a debounce and a request later: picked before they
    // arrive, the choice is lost when they replace the list.
    const filtered = page.waitForResponse((r) => r.url().includes('/api/admin/team') && decodeURIComponent(r.url()).includes(team.title));
    await page.fill('input[name="team"]', team.title);
    await filtered;
    await page.getByRole('option', { name: team.title, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'پست' }).click();
    await page.getByRole('option', { name: 'هافبک' }).click();
    await page.fill('input[name="height"]', '178');

    // 1 Farvardin 1375 with the picker's own year list, month list and days.
    await page.click('input[name="birthDate"]');
    const picker = page.locator('.meydan-picker');
    await picker.locator('.rmdp-day-picker').waitFor();
    await picker.getByRole('combobox').click();
    await page.getByRole('option', { name: '۱۳۷۵', exact: true }).click();
    await picker.locator('.rmdp-header-values span').first().click();
    await picker.locator('.rmdp-month-picker .rmdp-day span', { hasText: /^فروردین$/ }).click();
    await picker.locator('.rmdp-day-picker .rmdp-day:not(.rmdp-day-hidden):not(.rmdp-deactive) span', { hasText: /^۱$/ }).click();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await page.inputValue('input[name="birthDate"]')).toBe('۱۳۷۵/۰۱/۰۱');
    await shot(page, '90-player-create');

    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/player(\/\d+)?$/);
    const [saved] = await api<Player[]>(page, `/api/admin/player?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
    expect(saved).toMatchObject({ name, birthDate: '1996-03-20', team: team.id, shirtNumber: number, position: 'midfielder', height: 178 });

    await page.goto(`/admin/player?filter=${encodeURIComponent(JSON.stringify({ team: team.id, position: 'midfielder' }))}`);
    await page.getByRole('cell', { name, exact: true }).waitFor();
    await shot(page, '91-player-list');
  });

  it('picks an event’s scorer from the side’s squad on the result screen, or takes a typed name', async () => {
    const { page } = session;
    // A played football game: its events name the squads' players.
    const finished = await api<Game[]>(
      page,
      `/api/admin/game?range=[0,19]&filter=${encodeURIComponent(JSON.stringify({ status: 'finished' }))}`,
    );
    let game = finished[0];
    let before = await api<GameResult>(page, `/api/admin/game/${game.id}/result`);
    for (const g of finished) {
      game = g;
      before = await api<GameResult>(page, `/api/admin/game/${g.id}/result`);
      if (before.events.some((e) => e.type === 'substitution')) break;
    }
    const squad = await api<Player[]>(
      page,
      `/api/admin/player?range=[0,99]&sort=["shirtNumber","ASC"]&filter=${encodeURIComponent(JSON.stringify({ team: game.awayTeam }))}`,
    );
    const scorer = squad.find((p) => p.position === 'forward') ?? squad[0];

    await page.goto(`/admin/game/${game.id}/result`);
    await page.waitForSelector(`[data-event="${before.events.length - 1}"]`);
    await page.click('button:has-text("افزودن رویداد")');
    const row = page.locator(`[data-event="${before.events.length}"]`);
    await row.locator('input[data-field="minute"]').fill('۹۰');
    await row.locator('[role="combobox"]').nth(0).click();
    await page.locator('[role="option"]').nth(1).click();
    await row.locator('[role="combobox"]').nth(1).click();
    await page.click('[role="option"]:has-text("کارت زرد")');
    // Part of his name finds him among the visitors; the option shows his shirt number.
    await row.locator('input[data-field="player"]').fill(scorer.name.split(' ')[1]);
    await page.getByRole('option', { name: `${persian(scorer.shirtNumber!)} · ${scorer.name}` }).click();
    expect(await row.locator('input[data-field="player"]').inputValue()).toBe(scorer.name);
    // Someone outside the squad is simply typed.
    await row.locator('input[data-field="relatedPlayer"]').fill('بازیکن مهمان');
    await shot(page, '92-event-player-picked');

    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.waitForSelector('text=نتیجه ذخیره شد');
    const after = await api<GameResult>(page, `/api/admin/game/${game.id}/result`);
    expect(after.events).toHaveLength(before.events.length + 1);
    expect(after.events.find((e) => e.minute === 90 && e.type === 'yellow_card')).toMatchObject({
      side: 'away',
      player: scorer.name,
      playerId: scorer.id,
      relatedPlayer: 'بازیکن مهمان',
      relatedPlayerId: null,
    });
    // The events that came in linked are still linked.
    expect(after.events.filter((e) => e.playerId).length).toBe(before.events.filter((e) => e.playerId).length + 1);
  });
});
