import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths, type GameCard, type PageData } from '@meydan/shared-types/public';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';
import { adminCaller, type Call } from '../testing/squad-game.js';

let t: TestApp;
let call: Call;
let home: PageData<'home'>;

beforeAll(async () => {
  t = await createTestApp();
  call = adminCaller(t.app, await loginCookie(t.app, 'admin'));
  home = (await t.app.inject({ method: 'GET', url: '/api/public/home' })).json<PageData<'home'>>();
});
afterAll(() => t?.close());

type Ld = Record<string, unknown> & { '@type': string };

/** The structured data a search engine or a messenger reads from the rendered page. */
async function structuredData(game: GameCard): Promise<Ld[]> {
  const res = await t.app.inject({ method: 'GET', url: publicPaths.game(game.id, game.slug) });
  expect(res.statusCode).toBe(200);
  const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]);
  return blocks.map((b) => JSON.parse(b) as Ld);
}

describe('the game page’s structured data', () => {
  it('describes a finished game as a SportsEvent with its teams, place and a start time in Tehran’s offset', async () => {
    const game = home.results.find((g) => g.status === 'finished')!;
    const ld = await structuredData(game);
    const event = ld.find((j) => j['@type'] === 'SportsEvent')!;
    expect(event).toMatchObject({
      name: `${game.home.title} - ${game.away.title}`,
      eventStatus: 'https://schema.org/EventScheduled',
      homeTeam: { '@type': 'SportsTeam', name: game.home.title },
      awayTeam: { '@type': 'SportsTeam', name: game.away.title },
    });
    expect(event.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:30$/);
    expect(Date.parse(event.startDate as string)).toBe(Date.parse(game.kickoffAt));
    expect(event.location).toMatchObject({ '@type': 'Place' });
    expect(ld.some((j) => j['@type'] === 'LiveBlogPosting')).toBe(false);
  });

  it('adds a live blog with the latest moments while the game is played, and says when a game is postponed', async () => {
    const scheduled = home.upcoming.filter((g) => g.status === 'scheduled');
    const game = scheduled[scheduled.length - 1];
    const saved = await call('PUT', `game/${game.id}/result`, {
      status: 'live',
      homeScore: 1,
      awayScore: 0,
      events: [
        { minute: 9, side: 'away', type: 'yellow_card', player: 'بازیکن مهمان' },
        { minute: 45, extraMinute: 2, side: 'home', type: 'goal', player: 'گلزن میزبان', relatedPlayer: 'پاسور' },
      ],
    });
    expect(saved.status).toBe(200);
    const ld = await structuredData(game);
    const blog = ld.find((j) => j['@type'] === 'LiveBlogPosting')!;
    expect(blog.coverageStartTime).toMatch(/\+03:30$/);
    expect(blog.about).toEqual({ '@id': expect.stringMatching(/#event$/) });
    const updates = blog.liveBlogUpdate as { headline: string }[];
    // Newest first, minutes as readers write them.
    expect(updates.map((u) => u.headline)).toEqual([
      `۴۵+۲′ گل: گلزن میزبان (${game.home.title})`,
      `۹′ کارت زرد: بازیکن مهمان (${game.away.title})`,
    ]);

    // Once reporters write, their lines are the updates.
    const line = await call('POST', `game/${game.id}/commentary`, { minute: 46, kind: 'key', text: 'نیمه دوم با فشار میزبان آغاز شد.' });
    expect(line.status).toBe(201);
    const written = (await structuredData(game)).find((j) => j['@type'] === 'LiveBlogPosting')!;
    expect((written.liveBlogUpdate as { headline: string; articleBody: string }[])[0]).toEqual({
      '@type': 'BlogPosting',
      headline: '۴۶′ نیمه دوم با فشار میزبان آغاز شد.',
      articleBody: 'نیمه دوم با فشار میزبان آغاز شد.',
    });

    const postponed = await call('PUT', `game/${game.id}/result`, { status: 'postponed', homeScore: null, awayScore: null, events: [] });
    expect(postponed.status).toBe(200);
    const after = await structuredData(game);
    expect(after.find((j) => j['@type'] === 'SportsEvent')!.eventStatus).toBe('https://schema.org/EventPostponed');
    expect(after.some((j) => j['@type'] === 'LiveBlogPosting')).toBe(false);
  });
});
