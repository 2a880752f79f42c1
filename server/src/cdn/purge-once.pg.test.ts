import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from '../testing/change-channel.js';
import { loginCookie, startPeerServer, startTestServer, type TestApp } from '../testing/index.js';
import { startRecordingApi, type RecordedRequest, type RecordingApi } from '../testing/recording-api.js';

/*
 * Two app processes on one database, purging a CDN whose API is a local stand-in that writes down every
 * call: a change is purged once for the deployment, by the process elected through PostgreSQL, and the
 * other takes over when that one stops.
 */
describe('purging a CDN from a deployment of two processes', () => {
  let api: RecordingApi;
  let a: TestApp & { url: string };
  let b: TestApp & { url: string };
  let cookie: string;
  const leader = () => (a.app.cdn.leading ? a : b);
  const purges = () => api.requests.filter((r) => r.path === '/zones/zone-1/purge_cache');
  const tagsOf = (r: RecordedRequest) => (r.json as { tags?: string[] }).tags ?? [];
  const everything = (r: RecordedRequest) => (r.json as { purge_everything?: boolean }).purge_everything === true;
  const ok = () => ({ status: 200, body: { success: true, errors: [], messages: [], result: { id: 'zone-1' } } });

  beforeAll(async () => {
    api = await startRecordingApi();
    api.respond = ok;
    const env = { CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zone-1', CLOUDFLARE_API_TOKEN: 'secret-token', CDN_PURGE_URL: api.url };
    a = await startTestServer({ env });
    b = await startPeerServer(a, env);
    cookie = await loginCookie(a.app, 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await api?.close();
  });

  it('tells the CDN to keep public pages a day and names their tags, but not the pages of a signed-in reader', async () => {
    const news = (await (await fetch(`${a.url}/api/public/news`)).json()) as { items: { id: number }[] };
    const res = await fetch(`${a.url}/news`);
    expect(res.headers.get('surrogate-control')).toBe('max-age=86400');
    expect(res.headers.get('cache-tag')!.split(',')).toEqual(expect.arrayContaining(['layout', 'list:news', `news:${news.items[0].id}`]));
    expect(res.headers.get('surrogate-key')!.split(' ')).toContain(`news:${news.items[0].id}`);
    const signedIn = await fetch(`${a.url}/news`, { headers: { cookie } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect(signedIn.headers.get('cache-tag')).toBeNull();
    expect(signedIn.headers.get('surrogate-control')).toBeNull();
  });

  it('purges everything once when the first process is elected, then each change once, by tag', async () => {
    await within(5_000, async () => purges().some(everything));
    expect(purges().filter(everything)).toHaveLength(1);
    expect(purges()[0].headers.authorization).toBe('Bearer secret-token');

    const [news] = ((await (await fetch(`${a.url}/api/public/news`)).json()) as { items: { id: number; title: string }[] }).items;
    const before = purges().length;
    // Saved through the process that was not elected: the elected one hears it and purges.
    const put = await b.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${news.id}`,
      headers: { cookie },
      payload: { title: `${news.title} (ویرایش)` },
    });
    expect(put.statusCode).toBe(200);
    await within(2_000, async () => purges().length > before);
    await new Promise((r) => setTimeout(r, 500));
    const after = purges().slice(before);
    expect(after).toHaveLength(1);
    expect(tagsOf(after[0])).toEqual(expect.arrayContaining([`news:${news.id}`, 'every:news']));
  });

  it('tries again when the CDN answers 5xx, and widens to everything when it refuses outright', async () => {
    let failing = 1;
    api.respond = () => (failing-- > 0 ? { status: 502, body: 'bad gateway' } : ok());
    const before = purges().length;
    a.app.cdn.purge(['game:1']);
    b.app.cdn.purge(['game:1']);
    await within(5_000, async () => purges().length >= before + 2);
    await leader().app.cdn.settled();
    expect(purges().slice(before).map(tagsOf)).toEqual([
      ['game:1', 'every:game'],
      ['game:1', 'every:game'],
    ]);

    api.respond = (r) =>
      everything(r) ? ok() : { status: 403, body: { success: false, errors: [{ code: 10000, message: 'Authentication error' }] } };
    const start = purges().length;
    a.app.cdn.purge(['gallery:2']);
    b.app.cdn.purge(['gallery:2']);
    await within(5_000, async () => purges().slice(start).some(everything));
    expect(
      purges()
        .slice(start)
        .map((r) => (everything(r) ? 'everything' : tagsOf(r))),
    ).toEqual([['gallery:2', 'every:gallery'], 'everything']);
    api.respond = ok;
  });

  it('hands the purging over when the elected process loses its lock, as when it dies', async () => {
    const elected = leader();
    const other = elected === a ? b : a;
    expect(other.app.cdn.leading).toBe(false);
    const before = purges().length;
    // What a process's death does to the lock: the session holding it ends.
    const pg = a.app.orm.em.getConnection();
    await pg.execute(`select pg_terminate_backend(l.pid) from pg_locks l where l.locktype = 'advisory' and l.granted`);
    // Both try for the lock every 5 s; the one that takes it, having started a minute ago at most, purges everything.
    await within(12_000, async () => purges().slice(before).some(everything));
    expect([a.app.cdn.leading, b.app.cdn.leading].filter(Boolean)).toHaveLength(1);
    const news = ((await (await fetch(`${a.url}/api/public/news`)).json()) as { items: { id: number; title: string }[] }).items[1];
    const mark = purges().length;
    await other.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${news.id}`,
      headers: { cookie },
      payload: { title: `${news.title} (دوباره)` },
    });
    await within(2_000, async () =>
      purges()
        .slice(mark)
        .some((r) => tagsOf(r).includes(`news:${news.id}`)),
    );
  });
});
