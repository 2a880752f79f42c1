import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../testing/fixtures.js';
import { loginCookie, startTestServer, type TestApp } from '../testing/index.js';
import { EXPORT_PAGE } from './export-route.js';

/**
 * The back office's Export: every record the list shows, as a CSV file Excel opens in Persian, read in
 * pages so that an export of any size holds one connection for one short query at a time.
 */
let t: TestApp & { url: string };
let cookie: string;
const ADDED = 1_200;

beforeAll(async () => {
  t = await startTestServer();
  cookie = await loginCookie(t.app, 'admin');
  // Drafts in groups of three with the same time (the next page must start inside a group), some with none.
  await t.app.orm.em.getConnection().execute(`
    insert into "news" ("created_at", "updated_at", "title", "slug", "short_code", "body", "status", "published_at", "search_text")
    select now(), now(), 'خبر خروجی ' || g, 'export-' || g, 'exp' || g, repeat('متن ', 500), 'draft',
      case when g % 97 = 0 then null else now() - make_interval(mins => g / 3) end, 'خبر خروجی ' || g
    from generate_series(1, ${ADDED}) g`);
  await t.app.orm.em.getConnection().execute(`update "news" set "title" = '=HYPERLINK("http://evil.example")' where "slug" = 'export-5'`);
});
afterAll(() => t?.close());

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

const exportCsv = (params: Record<string, unknown>, as = cookie) =>
  fetch(`${t.url}/api/admin/news/export.csv?${q(params)}`, { headers: { cookie: as } });

/** Parses the CSV this server writes (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\r')) {
      cell += c;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else {
      // CRLF ends a row.
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    }
  }
  return rows;
}

async function listIds(params: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; ; start += 500) {
    const res = await fetch(`${t.url}/api/admin/news?${q({ ...params, range: [start, start + 499] })}`, { headers: { cookie } });
    const rows = (await res.json()) as { id: number }[];
    ids.push(...rows.map((r) => r.id));
    if (rows.length < 500) return ids;
  }
}

describe('export of a list as CSV', () => {
  it('sends every filtered record in the list’s order, as UTF-8 with a BOM and a Persian header', async () => {
    const params = { sort: ['publishedAt', 'DESC'], filter: { status: 'draft' } };
    const res = await exportCsv(params);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="news.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header.slice(0, 2)).toEqual(['شناسه', 'ایجاد']);
    expect(header).toContain('عنوان');
    expect(header).toContain('زمان انتشار');
    expect(header).not.toContain('متن خبر');

    const expected = await listIds(params);
    expect(expected.length).toBeGreaterThan(ADDED);
    expect(expected.length).toBeGreaterThan(4 * EXPORT_PAGE);
    expect(rows.map((r) => Number(r[0]))).toEqual(expected);
    const title = header.indexOf('عنوان');
    expect(rows.find((r) => r[title].includes('evil'))![title]).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('follows an ascending sort and a search as the list does', async () => {
    for (const params of [{ sort: ['id', 'ASC'] }, { sort: ['title', 'ASC'], filter: { q: 'خروجی 1' } }]) {
      const rows = parseCsv((await (await exportCsv(params)).text()).slice(1)).slice(1);
      const expected = await listIds(params);
      expect(expected.length).toBeGreaterThan(100);
      expect(rows.map((r) => Number(r[0]))).toEqual(expected);
    }
  });

  it('refuses an unknown filter or sort with a Persian 400', async () => {
    const res = await exportCsv({ filter: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/فیلتر «password»/);
    expect((await exportCsv({ sort: ['body', 'ASC'] })).status).toBe(400);
  });

  it('refuses a reader and an anonymous caller', async () => {
    const reader = await createUser(t.app, 'user');
    expect((await exportCsv({}, await login(t.app, reader.email, reader.password))).status).toBe(403);
    expect((await exportCsv({}, '')).status).toBe(401);
  });

  it('lets one person run a few exports at once, and tells them in Persian to wait past that', async () => {
    // Staff turns all taken: the exports started wait on their first page, under way all the while.
    const turns = await Promise.all(Array.from({ length: t.config.limits.staffConcurrency }, () => t.app.staffGate.acquire()));
    const running = Array.from({ length: t.config.limits.exportsPerUser }, () => exportCsv({}));
    await new Promise((r) => setTimeout(r, 1_000));
    const refused = await exportCsv({});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { message: string }).message).toBe(
      '۳ خروجی شما هنوز در حال آماده شدن است؛ پس از پایان یکی از آن‌ها دوباره تلاش کنید.',
    );
    // Someone else is not held up by it.
    const editor = await loginCookie(t.app, 'editor');
    const theirs = exportCsv({}, editor);
    for (const release of turns) release();
    const their = await theirs;
    expect(their.status).toBe(200);
    await their.text();
    for (const res of await Promise.all(running)) {
      expect(res.status).toBe(200);
      await res.text();
    }
    await new Promise((r) => setTimeout(r, 100));
    // Once they are done, the next one runs.
    const next = await exportCsv({});
    expect(next.status).toBe(200);
    await next.text();
  });

  it('reads no more pages once the person who asked has gone', async () => {
    // Pages are counted as they go through the process's export lane (the lane itself is untouched).
    const lane = t.app.exportSlots.pages;
    const run = lane.run.bind(lane);
    let pages = 0;
    lane.run = (work) => run(() => (pages++, work()));
    try {
      const all = Math.ceil((await (await exportCsv({})).text()).split('\r\n').length / EXPORT_PAGE);
      expect(all).toBeGreaterThan(5);
      pages = 0;
      const aborted = new AbortController();
      const res = await fetch(`${t.url}/api/admin/news/export.csv?${q({})}`, { headers: { cookie }, signal: aborted.signal });
      const reader = res.body!.getReader();
      await reader.read();
      aborted.abort();
      await new Promise((r) => setTimeout(r, 1_500));
      const after = pages;
      await new Promise((r) => setTimeout(r, 1_000));
      // The page in progress (and the one asked for before the close was seen) at most, then nothing.
      expect(pages).toBe(after);
      expect(pages).toBeLessThan(all);
      // The slot came back with the close: the same person can export again at once.
      const again = await exportCsv({});
      expect(again.status).toBe(200);
      await again.text();
    } finally {
      lane.run = run;
    }
  });
});
