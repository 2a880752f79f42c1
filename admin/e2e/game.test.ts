import { describe, expect, it } from 'vitest';
import { api, shot, useStaffSession } from './support/browser';

interface Game {
  id: number;
  season: number;
  homeTeam: number;
  awayTeam: number;
  status: string;
}
interface Row {
  teamId: number;
  points: number;
  played: number;
}

const session = useStaffSession('editor');

const pointsOf = async (teamId: number) =>
  Number(
    (await session.page.locator(`[data-testid="table-preview"] tr[data-team="${teamId}"] td[data-col="points"]`).innerText()).replace(
      /[۰-۹]/g,
      (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)),
    ),
  );

async function addEvent(index: number, event: { minute: string; side: 'home' | 'away'; type: string; player: string }) {
  await session.page.click('button:has-text("افزودن رویداد")');
  const row = session.page.locator(`[data-event="${index}"]`);
  await row.locator('input[data-field="minute"]').fill(event.minute);
  await row.locator('input[data-field="player"]').fill(event.player);
  if (event.side === 'away') {
    await row.locator('[role="combobox"]').nth(0).click();
    await session.page.locator('[role="option"]').nth(1).click();
  }
  if (event.type !== 'goal') {
    await row.locator('[role="combobox"]').nth(1).click();
    await session.page.click(`[role="option"]:has-text("${event.type}")`);
  }
}

describe('game result', () => {
  it('enters a result with events and sees the league table change', async () => {
    // A game past kickoff that is still scheduled has no events yet, so the entered ones are all there is.
    const games = await api<Game[]>(
      session.page,
      `/api/admin/game?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ needsResult: true, status: 'scheduled' }))}`,
    );
    const fallback = await api<Game[]>(session.page, '/api/admin/game?range=[0,0]&filter={"status":"scheduled"}');
    const game = games[0] ?? fallback[0];
    expect(game, 'the demo data has a game waiting for its result').toBeTruthy();
    const before = await api<Row[]>(session.page, `/api/admin/season/${game.season}/table`);
    const homeBefore = before.find((r) => r.teamId === game.homeTeam)?.points ?? 0;

    await session.page.goto(`/admin/game/${game.id}/result`);
    await session.page.waitForSelector('[data-testid="table-preview"] tbody tr');
    expect(await pointsOf(game.homeTeam)).toBe(homeBefore);

    await session.page.locator('[data-testid="events-editor"]').scrollIntoViewIfNeeded();
    await session.page.locator('[data-testid="status-select"] [role="combobox"]').click();
    await session.page.click('[role="option"]:has-text("پایان‌یافته")');
    await addEvent(0, { minute: '۲۳', side: 'home', type: 'goal', player: 'مهدی طارمی' });
    await addEvent(1, { minute: '67', side: 'home', type: 'گل پنالتی', player: 'سردار آزمون' });
    await addEvent(2, { minute: '80', side: 'away', type: 'goal', player: 'علی قلی‌زاده' });
    await session.page.fill('input[data-field="homeScore"]', '1');
    await session.page.fill('input[data-field="awayScore"]', '1');
    await session.page.waitForSelector('[data-testid="score-mismatch"]');
    await shot(session.page, '20-game-result-mismatch');
    await session.page.click('[data-testid="score-mismatch"] button');
    expect(await session.page.inputValue('input[data-field="homeScore"]')).toBe('2');
    expect(await session.page.inputValue('input[data-field="awayScore"]')).toBe('1');
    expect(await session.page.locator('[data-testid="score-mismatch"]').count()).toBe(0);
    expect(await pointsOf(game.homeTeam)).toBe(homeBefore + 3);
    await session.page.fill('input[data-field="homeHalfScore"]', '1');
    await session.page.fill('input[data-field="awayHalfScore"]', '0');
    await shot(session.page, '21-game-result');

    await session.page.click('button:has-text("ذخیره")');
    await session.page.waitForSelector('text=نتیجه ذخیره شد');
    const after = await api<Row[]>(session.page, `/api/admin/season/${game.season}/table`);
    expect(after.find((r) => r.teamId === game.homeTeam)?.points).toBe(homeBefore + 3);
    const result = await api<{ status: string; homeScore: number; events: unknown[] }>(session.page, `/api/admin/game/${game.id}/result`);
    expect(result).toMatchObject({ status: 'finished', homeScore: 2, awayScore: 1 });
    expect(result.events).toHaveLength(3);
  });

  it('limits a new game to its season: the team choices wait for the season', async () => {
    await session.page.goto('/admin/game/create');
    await session.page.waitForSelector('input[name="season"]');
    expect(await session.page.locator('input[name="homeTeam"]').isDisabled()).toBe(true);
    await shot(session.page, '22-game-create');
  });
});
