import { describe, expect, it } from 'vitest';
import type { GameResult, Player, Team } from '@meydan/shared-types/schemas';
import { api, newVisitor, shot, useStaffSession } from './support/browser';
import { scheduledGame } from './support/games';

const session = useStaffSession('editor');
const PHONE = { width: 375, height: 812 };

const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

describe('the live desk', () => {
  it('lets a reporter on a phone start a game and record a goal picked from the line-up, seen by readers at once', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    // A game no other test covers: the last scheduled football game (eleven starters).
    const game = await scheduledGame(page, 'فوتبال', 'last');
    const [home] = await api<Team[]>(page, `/api/admin/team?filter=${filter({ id: [game.homeTeam] })}`);
    const squad = await api<Player[]>(
      page,
      `/api/admin/player?range=[0,29]&sort=["shirtNumber","ASC"]&filter=${filter({ team: game.homeTeam })}`,
    );
    expect(squad.length).toBeGreaterThanOrEqual(11);
    const lineup = await api<{ version: number }>(page, `/api/admin/game/${game.id}/lineup`);
    const sheet = await page.context().request.put(`/api/admin/game/${game.id}/lineup`, {
      data: {
        version: lineup.version,
        home: {
          formation: '4-4-2',
          coach: null,
          starters: squad.slice(0, 11).map((p) => ({ player: { id: p.id }, shirtNumber: p.shirtNumber })),
          bench: [],
        },
        away: null,
      },
    });
    expect(sheet.status()).toBe(200);
    const scorer = squad[9];

    await page.goto(`/admin/game/${game.id}/live`);
    await page.locator('[data-testid="desk-scoreboard"]').waitFor();
    await shot(page, '95-live-desk-before-375');
    await page.locator('[data-period="live"]').click();
    await expect.poll(async () => (await api<GameResult>(page, `/api/admin/game/${game.id}/result`)).status).toBe('live');

    // A reader opens the game page once it is under way (a page follows a game from near its kick-off).
    const reader = await newVisitor(session.browser);
    const stream = reader.page.waitForResponse((r) => r.url().includes('/api/public/live?games='));
    // A wrong slug is redirected to the canonical page.
    await reader.page.goto(`/game/${game.id}/result/x`);
    await reader.page.locator('.scoreboard .status:has-text("در جریان")').waitFor();
    await stream;

    // Keyboard: the goal button, then the first player of the list is focused; the scorer is one tap.
    await page.locator('[data-action="goal"]').click();
    await page.locator('[role="dialog"]').waitFor();
    await shot(page, '96-live-desk-pick-375');
    await page.locator(`[role="dialog"] [data-player="${scorer.name}"]`).click();
    await page.locator('[data-testid="desk-score"]:has-text("۱ - ۰")').waitFor();
    await page.locator(`[data-testid="desk-events"]:has-text("${scorer.name}")`).waitFor();
    await shot(page, '97-live-desk-goal-375');

    const saved = await api<GameResult>(page, `/api/admin/game/${game.id}/result`);
    expect(saved).toMatchObject({ status: 'live', homeScore: 1, awayScore: 0 });
    expect(saved.events).toMatchObject([{ type: 'goal', side: 'home', playerId: scorer.id, player: scorer.name }]);

    // The reader sees it without reloading.
    await reader.page.locator(`.timeline__event--goal:has-text("${scorer.name}")`).waitFor({ timeout: 5_000 });
    expect(await reader.page.locator('.scoreboard__digits').innerText()).toBe('۰ - ۱');
    expect(await page.locator('[data-testid="desk-scoreboard"]').innerText()).toContain(home.title);

    // A colleague records an away goal meanwhile; this desk's next goal is saved on top of it, not over it.
    const current = await api<GameResult>(page, `/api/admin/game/${game.id}/result`);
    const colleague = await page.context().request.put(`/api/admin/game/${game.id}/result`, {
      data: {
        version: current.version,
        status: 'live',
        homeScore: 1,
        awayScore: 1,
        events: [...current.events.map(({ id: _id, ...e }) => e), { minute: 2, side: 'away', type: 'goal', player: 'گلزن همکار' }],
      },
    });
    expect(colleague.status()).toBe(200);
    await page.locator('[data-action="goal"]').click();
    await page.locator(`[role="dialog"] [data-player="${squad[8].name}"]`).click();
    await expect.poll(async () => (await api<GameResult>(page, `/api/admin/game/${game.id}/result`)).events.length).toBe(3);
    const both = await api<GameResult>(page, `/api/admin/game/${game.id}/result`);
    expect(both).toMatchObject({ homeScore: 2, awayScore: 1 });
    expect(both.events.map((e) => e.player).sort()).toEqual([scorer.name, squad[8].name, 'گلزن همکار'].sort());
    await page.locator('[data-testid="desk-score"]:has-text("۲ - ۱")').waitFor();

    // A line of commentary, sent with Enter (Shift+Enter makes a second line), the minute from the clock.
    const box = page.locator('textarea[data-field="commentary-text"]');
    await box.fill('سانتر از جناح راست');
    await box.press('Shift+Enter');
    await box.pressSequentially('و ضربه سر که به تور چسبید!');
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('');
    await page.locator('[data-testid="desk-commentary"]:has-text("به تور چسبید")').waitFor();
    const posted = () => api<{ text: string; minute: number; kind: string }[]>(page, `/api/admin/game/${game.id}/commentary`);
    await expect.poll(async () => (await posted()).length).toBe(1);
    expect((await posted())[0]).toMatchObject({ text: 'سانتر از جناح راست\nو ضربه سر که به تور چسبید!', minute: 1, kind: 'note' });
    await reader.page.locator('.commentary__entry:has-text("به تور چسبید")').waitFor({ timeout: 5_000 });

    // A corner for the home side, counted with one tap.
    await page.getByRole('button', { name: `کرنر ${home.title}: یکی بیشتر` }).click();
    await page.locator('[data-stat="home.corners"]:has-text("۱")').waitFor();
    await reader.page.locator('[data-stat="corners"]').waitFor({ timeout: 5_000 });
    await page.locator('[data-testid="desk-commentary-card"]').scrollIntoViewIfNeeded();
    await shot(page, '98-live-desk-commentary-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, '99-live-desk-1280');
    await reader.context.close();
  });
});
