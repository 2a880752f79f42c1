import { describe, expect, it } from 'vitest';
import { api, shot, useStaffSession } from './support/browser';

interface News {
  id: number;
  title: string;
  game: number | null;
  isGameReport: boolean;
}
interface Game {
  id: number;
  reportNews: number | null;
}

const session = useStaffSession('editor');

const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

describe('a game’s report', () => {
  it('is chosen on the game edit screen or marked on the news form, one at a time', async () => {
    const { page } = session;
    const [report] = await api<News[]>(page, `/api/admin/news?range=[0,0]&filter=${filter({ isGameReport: true })}`);
    const gameId = report.game!;
    const [media] = await api<{ id: number }[]>(page, '/api/admin/media?range=[0,0]');
    const created = await page.context().request.post('/api/admin/news', {
      data: {
        title: `گزارش دوم بازی ${Date.now() % 100000}`,
        game: gameId,
        status: 'published',
        cover: media.id,
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const other = (await created.json()) as News;

    await page.goto(`/admin/game/${gameId}`);
    const picker = page.locator('input[name="reportNews"]');
    await expect.poll(() => picker.inputValue(), { timeout: 15_000 }).toBe(report.title);
    await picker.fill(other.title.slice(0, 12));
    await page.click(`[role="option"]:has-text("${other.title}")`);
    await shot(page, '25-game-report-picker');
    await page.click('button[type="submit"]');
    await expect.poll(async () => (await api<Game>(page, `/api/admin/game/${gameId}`)).reportNews, { timeout: 15_000 }).toBe(other.id);
    expect((await api<News>(page, `/api/admin/news/${report.id}`)).isGameReport).toBe(false);

    await page.goto(`/admin/news/${report.id}`);
    const mark = page.locator('input[name="isGameReport"]');
    await mark.waitFor({ state: 'attached' });
    expect(await mark.isChecked()).toBe(false);
    await mark.check();
    await shot(page, '26-news-game-report');
    await page.click('button[type="submit"]');
    await expect.poll(async () => (await api<Game>(page, `/api/admin/game/${gameId}`)).reportNews, { timeout: 15_000 }).toBe(report.id);
    expect((await api<News>(page, `/api/admin/news/${other.id}`)).isGameReport).toBe(false);
  });
});
