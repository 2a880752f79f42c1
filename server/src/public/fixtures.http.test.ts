import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addJalaliDays, formatJalaliDate, jalaliDateLabel, tehranDayRange, tehranJalaliDate } from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import { type PageData, type PagePayload } from '@meydan/shared-types/schemas';
import { tags } from '../cache/tags.js';
import { createTestApp, type TestApp } from '../testing/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function payload(path: string): Promise<PagePayload> {
  return (await get(publicPaths.payload(path, 'test'))).json<PagePayload>();
}
async function fixtures(path: string): Promise<PageData<'fixtures'>> {
  const p = await payload(path);
  if (p.kind !== 'page' || p.page !== 'fixtures') throw new Error(`no fixtures page at ${path}: ${JSON.stringify(p).slice(0, 200)}`);
  return p.data;
}
const day = (offset: number) => addJalaliDays(tehranJalaliDate(), offset);
const games = (d: PageData<'fixtures'>) => d.groups.flatMap((g) => g.games);

describe('/games: the games of a Tehran day, by league', () => {
  it("shows today's games, each kicking off today in Tehran, grouped by league", async () => {
    const res = await get('/games');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>بازی‌های امروز');
    const d = await fixtures('/games');
    expect(d.isToday).toBe(true);
    expect(d.date).toBe(formatJalaliDate(tehranJalaliDate()));
    const { start, end } = tehranDayRange(tehranJalaliDate());
    expect(games(d).length).toBeGreaterThan(0);
    for (const g of games(d)) {
      expect(new Date(g.kickoffAt).getTime()).toBeGreaterThanOrEqual(start.getTime());
      expect(new Date(g.kickoffAt).getTime()).toBeLessThan(end.getTime());
    }
    for (const group of d.groups) for (const g of group.games) expect(g.league?.id).toBe(group.league.id);
    expect(new Set(d.groups.map((g) => g.league.id)).size).toBe(d.groups.length);
  });

  it('lists each game in play on the Tehran day it kicked off, even when that day has just ended', async () => {
    const live = await t.app.orm.em
      .getConnection()
      .execute<{ id: number; kickoff_at: string }[]>(`select id, kickoff_at from game where status in ('live', 'half_time')`);
    // The demo plays two football games right now: the rows that update live.
    expect(live.length).toBeGreaterThanOrEqual(2);
    for (const g of live) {
      const day = tehranJalaliDate(new Date(g.kickoff_at));
      const row = games(await fixtures(publicPaths.fixtures(day))).find((r) => r.id === g.id);
      expect(row?.status).toMatch(/^(live|half_time)$/);
    }
  });

  it('links every row to its game page and both team names to their team pages', async () => {
    const html = (await get('/games')).body;
    for (const g of games(await fixtures('/games'))) {
      expect(html).toContain(`href="${publicPaths.game(g.id, g.slug)}"`);
      expect(html).toContain(`href="${publicPaths.team(g.home.id, g.home.slug)}"`);
      expect(html).toContain(`href="${publicPaths.team(g.away.id, g.away.slug)}"`);
    }
  });

  it('shows a given day at /games/{yyyy}-{mm}-{dd}, with links to the days before and after', async () => {
    const yesterday = day(-1);
    const path = publicPaths.fixtures(yesterday);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>بازی‌های ${jalaliDateLabel(yesterday, { weekday: true })}`);
    expect(res.body).toContain(`<link rel="canonical" href="${t.config.publicUrl.replace(/\/$/, '')}${path}"`);
    expect(res.body).toContain(`href="${publicPaths.fixtures(day(-2))}"`);
    expect(res.body).toContain(`href="${publicPaths.fixtures()}"`);
    const d = await fixtures(path);
    expect(d).toMatchObject({ date: formatJalaliDate(yesterday), isToday: false });
    const { start, end } = tehranDayRange(yesterday);
    expect(games(d).length).toBeGreaterThan(0);
    expect(games(d).every((g) => new Date(g.kickoffAt) >= start && new Date(g.kickoffAt) < end)).toBe(true);
    // Yesterday is over: its games have ended, except one that began late and is still being played.
    const inPlay = (g: (typeof d.groups)[number]['games'][number]) =>
      (g.status === 'live' || g.status === 'half_time') && Date.now() - new Date(g.kickoffAt).getTime() < 3 * 3_600_000;
    expect(games(d).filter((g) => !['finished', 'postponed', 'awarded'].includes(g.status) && !inPlay(g))).toEqual([]);
  });

  it('points an empty day at the nearest days that have games', async () => {
    const quiet = day(3);
    const d = await fixtures(publicPaths.fixtures(quiet));
    expect(d.groups).toEqual([]);
    expect(d.earlierDay).toBe(formatJalaliDate(day(1)));
    expect(d.laterDay).toBe(formatJalaliDate(day(6)));
    const far = await fixtures('/games/1440-01-01');
    expect(far.groups).toEqual([]);
    expect(far.laterDay).toBeNull();
    expect(far.earlierDay).not.toBeNull();
  });

  it('answers a malformed or impossible date with the fatal 404', async () => {
    for (const date of [
      '1405-12-30',
      '1405-12-31',
      '1405-13-01',
      '1405-00-01',
      '1405-07-31',
      '1405-9-2',
      '14050902',
      'today',
      '۱۴۰۵-۰۹-۰۲',
      '0999-01-01',
    ]) {
      const path = `/games/${encodeURIComponent(date)}`;
      const res = await get(path);
      expect(res.statusCode, date).toBe(404);
      const p = await payload(path);
      expect(p.kind === 'error' && p.error, date).toEqual({ statusCode: 404, fatal: true, message: `Page Not Found: ${path}` });
    }
    // A leap year's 30 Esfand exists.
    expect((await get('/games/1403-12-30')).statusCode).toBe(200);
  });

  it('serves the same data as JSON at /api/public/games?date=', async () => {
    const today = await get('/api/public/games');
    expect(today.statusCode).toBe(200);
    expect(today.json<PageData<'fixtures'>>()).toMatchObject({ isToday: true, date: formatJalaliDate(tehranJalaliDate()) });
    const given = await get(`/api/public/games?date=${formatJalaliDate(day(-1))}`);
    expect(given.json<PageData<'fixtures'>>().date).toBe(formatJalaliDate(day(-1)));
    expect(given.headers['cache-control']).toMatch(/^public/);
    for (const bad of ['1405-13-01', '', 'x']) expect((await get(`/api/public/games?date=${bad}`)).statusCode, bad).toBe(404);
  });

  it('does not keep yesterday at /games once Tehran passes midnight', async () => {
    const before = await fixtures('/games');
    const dated = publicPaths.fixtures(day(-1));
    await get(dated);
    const renders = t.app.pageCache.cache.stats.renders;
    // The next day, just after midnight: the day clock drops what was "today".
    vi.useFakeTimers({ toFake: ['Date'], now: tehranDayRange(day(1)).start.getTime() + 2_000 });
    t.app.pageCache.cache.invalidate([tags.today]);
    const after = await fixtures('/games');
    expect(after.date).toBe(formatJalaliDate(tehranJalaliDate()));
    expect(after.date).not.toBe(before.date);
    const rendersForToday = t.app.pageCache.cache.stats.renders - renders;
    // A dated page does not depend on the clock: still served from memory.
    await get(dated);
    expect(t.app.pageCache.cache.stats.renders - renders).toBe(rendersForToday);
  });
});
