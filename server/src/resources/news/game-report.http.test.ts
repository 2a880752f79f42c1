import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagePayload } from '@meydan/shared-types/schemas';
import { createTestApp, loginCookie, type TestApp } from '../../testing/index.js';
import { REPORT_ERRORS } from './game-report.js';

/* A game's report is the news item about it marked as its report: one link, kept in step from both screens. */
let t: TestApp;
let cookie: string;

type Row = Record<string, unknown> & { id: number; version: number; errors?: Record<string, string> };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { cookie }, payload });
  return { status: res.statusCode, body: res.json<Row>() };
}
const sql = <T extends object>(text: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(text, params);

const reportOf = async (gameId: number) =>
  (await sql<{ id: number }>(`select id from news where game_id = ? and is_game_report`, [gameId])).map((r) => r.id);

/** A published item about the game (or about no game), not its report. */
async function newsItem(game: number | null, status: 'published' | 'draft' = 'published', publishedAt = new Date(Date.now() - 60_000)) {
  const cover = (await sql<{ id: number }>(`select id from media limit 1`))[0].id;
  const res = await call('POST', '/api/admin/news', {
    title: `خبر بازی ${Math.random().toString(36).slice(2, 8)}`,
    game,
    status,
    cover,
    publishedAt: status === 'published' ? publishedAt.toISOString() : null,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Games of the demo that have a report, with it. */
async function reportedGames() {
  return sql<{ game: number; news: number }>(`select game_id as game, id as news from news where is_game_report order by game_id limit 5`);
}

/** Every invariant at once: at most one report per game, and every report has its game. */
async function consistent() {
  expect(await sql(`select game_id from news where is_game_report group by game_id having count(*) > 1`)).toEqual([]);
  expect(await sql(`select id from news where is_game_report and game_id is null`)).toEqual([]);
}

/** The public game page's data, through its canonical address. */
async function gamePage(gameId: number) {
  const payload = async (path: string) => (await t.app.inject({ method: 'GET', url: `${path}/_payload.json?b` })).json() as PagePayload;
  let body = await payload(`/game/${gameId}/result/_`);
  if (body.kind === 'redirect') body = await payload(body.location);
  if (body.kind !== 'page' || body.page !== 'game') throw new Error(`no game page for ${gameId}`);
  return body.data.game;
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app, 'editor');
}, 300_000);
afterAll(() => t?.close());

describe('a game and its report', () => {
  it('shows the report on the game record, and the demo keeps one report per game', async () => {
    const [{ game, news }] = await reportedGames();
    const res = await call('GET', `/api/admin/game/${game}`);
    expect(res.body.reportNews).toBe(news);
    const list = await call('GET', `/api/admin/game?filter=${encodeURIComponent(JSON.stringify({ id: [game] }))}`);
    expect((list.body as unknown as Row[])[0].reportNews).toBe(news);
    await consistent();
  });

  it('switches the report from the game screen: the new item is marked and linked, the previous one unmarked', async () => {
    const [, { game, news: previous }] = await reportedGames();
    const unlinked = await newsItem(null);
    const before = (await call('GET', `/api/admin/game/${game}`)).body;
    const res = await call('PUT', `/api/admin/game/${game}`, { ...before, reportNews: unlinked.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reportNews).toBe(unlinked.id);
    expect(res.body.version).toBeGreaterThan(before.version);
    expect(await reportOf(game)).toEqual([unlinked.id]);
    const old = (await call('GET', `/api/admin/news/${previous}`)).body;
    expect(old).toMatchObject({ isGameReport: false, game });
    expect((await call('GET', `/api/admin/news/${unlinked.id}`)).body).toMatchObject({ isGameReport: true, game });

    // A form opened before the switch cannot put the old report back unnoticed.
    const stale = await call('PUT', `/api/admin/news/${previous}`, { ...old, version: old.version - 1, isGameReport: true });
    expect(stale.status).toBe(409);
    await consistent();

    const cleared = await call('PUT', `/api/admin/game/${game}`, { reportNews: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.reportNews).toBeNull();
    expect(await reportOf(game)).toEqual([]);
  });

  it('refuses, in Persian, a draft, a missing item or an item about another game as a game’s report', async () => {
    const [{ game }, { game: other }] = await reportedGames();
    const draft = await newsItem(game, 'draft');
    const elsewhere = await newsItem(other);
    for (const [reportNews, message] of [
      [draft.id, REPORT_ERRORS.needsPublication],
      [elsewhere.id, REPORT_ERRORS.otherGame],
      [99999999, REPORT_ERRORS.missing],
    ] as const) {
      const res = await call('PUT', `/api/admin/game/${game}`, { reportNews });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ reportNews: message });
    }
    // A scheduled item may be the report: it shows once it is out.
    const scheduled = await newsItem(null, 'published', new Date(Date.now() + 86_400_000));
    expect((await call('PUT', `/api/admin/game/${game}`, { reportNews: scheduled.id })).status).toBe(200);
    expect(await reportOf(game)).toEqual([scheduled.id]);
    expect((await gamePage(game)).reportNews).toBeNull();
  });

  it('marks the report from the news form: needs a game and publication, and unmarks the game’s previous report', async () => {
    const [, , { game, news: previous }] = await reportedGames();
    const loose = await newsItem(null);
    const noGame = await call('PUT', `/api/admin/news/${loose.id}`, { isGameReport: true });
    expect(noGame.status).toBe(400);
    expect(noGame.body.errors).toEqual({ isGameReport: REPORT_ERRORS.needsGame });
    const draft = await newsItem(game, 'draft');
    const unpublished = await call('PUT', `/api/admin/news/${draft.id}`, { isGameReport: true });
    expect(unpublished.body.errors).toEqual({ isGameReport: REPORT_ERRORS.needsPublication });

    const gameBefore = (await call('GET', `/api/admin/game/${game}`)).body;
    const marked = await call('PUT', `/api/admin/news/${loose.id}`, { game, isGameReport: true });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(await reportOf(game)).toEqual([loose.id]);
    expect((await call('GET', `/api/admin/news/${previous}`)).body.isGameReport).toBe(false);
    const gameAfter = (await call('GET', `/api/admin/game/${game}`)).body;
    expect(gameAfter.reportNews).toBe(loose.id);
    // The game's record changed: its version rose, so a game form opened before gets a conflict.
    expect(gameAfter.version).toBeGreaterThan(gameBefore.version);
    expect((await call('PUT', `/api/admin/game/${game}`, { ...gameBefore, reportNews: previous })).status).toBe(409);

    // Unpublishing the report is refused while it is marked.
    const draftAgain = await call('PUT', `/api/admin/news/${loose.id}`, { status: 'draft' });
    expect(draftAgain.body.errors).toEqual({ isGameReport: REPORT_ERRORS.needsPublication });
    await consistent();
  });

  it('moves the report with the item’s game link: the two never disagree', async () => {
    const [, , , { game: from, news }, { game: to, news: toReport }] = await reportedGames();
    const res = await call('PUT', `/api/admin/news/${news}`, { game: to });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await reportOf(from)).toEqual([]);
    expect(await reportOf(to)).toEqual([news]);
    expect((await call('GET', `/api/admin/news/${toReport}`)).body.isGameReport).toBe(false);
    expect((await call('GET', `/api/admin/game/${from}`)).body.reportNews).toBeNull();
    expect((await call('GET', `/api/admin/game/${to}`)).body.reportNews).toBe(news);
    await consistent();

    // Deleting the game leaves the item about no game, and no longer a report.
    expect((await call('DELETE', `/api/admin/game/${to}`)).status).toBe(200);
    expect((await call('GET', `/api/admin/news/${news}`)).body).toMatchObject({ game: null, isGameReport: false });
  });

  it('shows the game’s report on its public page, and the new one after a switch', async () => {
    const [game] = await sql<{ id: number }>(
      `select g.id from game g where exists (select 1 from news n where n.game_id = g.id and n.is_game_report and n.status = 'published' and n.published_at <= now()) order by g.id desc limit 1`,
    );
    const [report] = await reportOf(game.id);
    const page = await gamePage(game.id);
    expect(page.reportNews).toMatchObject({ id: report });
    const next = await newsItem(game.id);
    expect((await call('PUT', `/api/admin/news/${next.id}`, { isGameReport: true })).status).toBe(200);
    expect((await gamePage(game.id)).reportNews).toMatchObject({ id: next.id, title: next.title });
    // A save of the report alone writes no game row; the page still follows it.
    const renamed = await call('PUT', `/api/admin/news/${next.id}`, { title: 'گزارش تازهٔ بازی' });
    expect(renamed.status).toBe(200);
    expect((await gamePage(game.id)).reportNews).toMatchObject({ id: next.id, title: 'گزارش تازهٔ بازی' });
  });
});
