import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { createUser, login } from '../testing/fixtures.js';

let test: TestApp;
let cookie: string;

async function list(path: string) {
  const res = await test.app.inject({ method: 'GET', url: `/api/admin/${path}`, headers: { cookie } });
  return { status: res.statusCode, rows: res.statusCode === 200 ? (res.json() as Record<string, unknown>[]) : [], body: res.body };
}

const sortBy = (field: string, order: 'ASC' | 'DESC') => `sort=${encodeURIComponent(JSON.stringify([field, order]))}`;

// Dates stored out of order, with one left empty, so that an id or text order cannot pass for a date order.
const SEASONS = [
  { title: '۱۴۰۲-۱۴۰۳', startsOn: '2023-08-10', endsOn: '2024-05-20' },
  { title: '۱۴۰۴-۱۴۰۵', startsOn: '2025-08-15', endsOn: '2026-05-25' },
  { title: 'بدون تاریخ' },
  { title: '۱۴۰۳-۱۴۰۴', startsOn: '2024-08-12', endsOn: '2025-05-22' },
];

beforeAll(async () => {
  test = await createTestApp({ seeded: false });
  const admin = await createUser(test.app, 'admin');
  cookie = await login(test.app, admin.email, admin.password);
  const post = async (resource: string, payload: object) => {
    const res = await test.app.inject({ method: 'POST', url: `/api/admin/${resource}`, headers: { cookie }, payload });
    if (res.statusCode !== 201) throw new Error(`${resource}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const sport = await post('sport', { title: 'والیبال' });
  const league = await post('league', { title: 'لیگ برتر والیبال', sport: sport.id });
  const seasons = [];
  for (const s of SEASONS) seasons.push(await post('season', { league: league.id, ...s }));
  const current = seasons[1].id;
  for (const [number, startsOn] of [
    [2, '2025-08-22'],
    [1, '2025-08-15'],
    [3, undefined],
    [4, '2025-08-29'],
  ] as const) {
    await post('week', { season: current, number, ...(startsOn ? { startsOn } : {}) });
  }
});
afterAll(() => test?.close());

describe('sorting by a date column', () => {
  it('orders seasons by start and end date both ways, undated last, and opens the list in its default order', async () => {
    const asc = await list(`season?${sortBy('startsOn', 'ASC')}`);
    expect(asc.status, asc.body).toBe(200);
    expect(asc.rows.map((s) => s.startsOn)).toEqual(['2023-08-10', '2024-08-12', '2025-08-15', null]);
    const desc = await list(`season?${sortBy('endsOn', 'DESC')}`);
    expect(desc.status, desc.body).toBe(200);
    expect(desc.rows.map((s) => s.endsOn)).toEqual(['2026-05-25', '2025-05-22', '2024-05-20', null]);
    // The season list opens sorted by its start date, newest first, with no sort in the query.
    const initial = await list('season?range=[0,24]');
    expect(initial.status, initial.body).toBe(200);
    expect(initial.rows.map((s) => s.title)).toEqual(['۱۴۰۴-۱۴۰۵', '۱۴۰۳-۱۴۰۴', '۱۴۰۲-۱۴۰۳', 'بدون تاریخ']);
  });

  it('orders weeks by start date and still sorts text columns alphabetically', async () => {
    const weeks = await list(`week?${sortBy('startsOn', 'ASC')}`);
    expect(weeks.status, weeks.body).toBe(200);
    expect(weeks.rows.map((w) => w.number)).toEqual([1, 2, 4, 3]);
    const byDefault = await list('week');
    expect(byDefault.status, byDefault.body).toBe(200);
    expect(byDefault.rows.map((w) => w.number)).toEqual([1, 2, 3, 4]);
    const titles = await list(`season?${sortBy('title', 'DESC')}`);
    expect(titles.status, titles.body).toBe(200);
    // With ICU's Persian collation (PostgreSQL) letters follow digits, so they come first backwards. The
    // embedded database has no ICU: it sorts by code point, where Persian digits follow the letters.
    expect(titles.rows[0].title).toBe(test.app.db.persianCollation ? 'بدون تاریخ' : '۱۴۰۴-۱۴۰۵');
  });
});
