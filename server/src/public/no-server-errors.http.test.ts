import fc from 'fast-check';
import { PAYLOAD_SUFFIX, PUBLIC_ROUTES } from '@meydan/shared-types/public';
import { PublicCommentInputSchema } from '@meydan/shared-types/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseChecksum } from '../testing/db-checksum.js';
import { startTestServer, type TestApp } from '../testing/index.js';
import { bodyFor, encodePart, junk, nastyString, PROTOTYPE_KEYS, rawBody } from '../testing/input-arbitraries.js';

/*
 * Property tests of everything a reader can reach, against a listening server: the public API, every
 * page route and its `_payload.json`, comments and view beacons. Whatever the path, query or body, the
 * answer is never a 5xx, an API refusal carries a Persian message, and a refused request wrote nothing.
 * The seed is fixed so a failure replays; FUZZ_SEED picks another, FUZZ_RUNS scales the run counts.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const scale = Number(process.env.FUZZ_RUNS ?? 1);
const runs = (n: number) => ({ seed, numRuns: Math.max(1, Math.round(n * scale)) });

let server: TestApp & { url: string };
let known: Record<string, string>;
const ids: Record<string, number[]> = {};

beforeAll(async () => {
  // No periodic fold of view counts: the only writes are the requests' own.
  server = await startTestServer({ env: { LOG_LEVEL: 'fatal', VIEW_FOLD_MS: '0' } });
  const conn = server.app.orm.em.getConnection();
  for (const table of ['news', 'gallery', 'game', 'league', 'sport', 'team', 'season', 'comment']) {
    ids[table] = (await conn.execute<{ id: number }[]>(`select id from "${table}" order by id limit 20`)).map((r) => r.id);
  }
  known = await databaseChecksum(server.app);
}, 300_000);
afterAll(async () => server?.close());

const enc = encodePart;
/** An id that exists; read when a value is drawn, as the ids are only known once the server runs. */
const existing = (table: string) => fc.nat().map((i) => (ids[table]?.length ? ids[table][i % ids[table].length] : 1));
const idOf = (table: string) =>
  fc.oneof(
    { weight: 3, arbitrary: existing(table).map(String) },
    { weight: 2, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '۳', '99999999999', '2147483648', '00001', '%', '..', 'constructor') },
  );
const segment = fc.oneof(nastyString, fc.constantFrom('x', '-', 'خبر', '..', '.', '%2F'));
const queryValue = fc.oneof(
  nastyString,
  fc.integer({ min: -5, max: 2000 }).map(String),
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '1e9',
    '9007199254740993',
    'video',
    'image',
    'photo',
    '2024-03-20',
    '1403-01-01',
    '2024-13-45',
    '99999-01-01',
    'true',
  ),
);
const queryKey = fc.oneof(
  fc.constantFrom(
    'page',
    'sport',
    'tag',
    'kind',
    'season',
    'q',
    'date',
    'from',
    'to',
    'limit',
    'team',
    'league',
    'cursor',
    'before',
    'after',
  ),
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.string({ maxLength: 8 }),
);
const query = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}` : ''));

/** Every API read and page route, with its parameters filled by ids that exist or by junk. */
const apiPath = fc.oneof(
  fc.constantFrom(
    '/api/public/layout',
    '/api/public/home',
    '/api/public/about',
    '/api/public/sports',
    '/api/public/news',
    '/api/public/galleries',
    '/api/public/games',
    '/api/public/search',
  ),
  idOf('news').map((id) => `/api/public/news/${enc(id)}`),
  idOf('news').map((id) => `/api/public/news/${enc(id)}/comments`),
  segment.map((slug) => `/api/public/tags/${enc(slug)}`),
  idOf('sport').map((id) => `/api/public/sport/${enc(id)}`),
  idOf('team').map((id) => `/api/public/team/${enc(id)}`),
  idOf('gallery').map((id) => `/api/public/gallery/photo/${enc(id)}`),
  idOf('gallery').map((id) => `/api/public/gallery/video/${enc(id)}`),
  idOf('game').map((id) => `/api/public/game/${enc(id)}`),
  idOf('game').map((id) => `/api/public/games/${enc(id)}/centre`),
  idOf('league').map((id) => `/api/public/league/${enc(id)}/table`),
  segment.map((s) => `/api/public/${enc(s)}`),
);
const paramTable: Record<string, string> = { id: 'news', code: 'news', slug: 'news', date: 'news' };
const pagePath = fc.constantFrom(...Object.values(PUBLIC_ROUTES)).chain((pattern) => {
  const parts = pattern.split('/').filter(Boolean);
  const pieces = parts.map((p) => {
    if (!p.startsWith(':')) return fc.constant(p);
    const name = p.slice(1);
    if (name === 'id') {
      const table = pattern.startsWith('/gallery')
        ? 'gallery'
        : pattern.startsWith('/game/')
          ? 'game'
          : pattern.startsWith('/league')
            ? 'league'
            : pattern.startsWith('/sport')
              ? 'sport'
              : pattern.startsWith('/team')
                ? 'team'
                : paramTable[name];
      return idOf(table).map(enc);
    }
    if (name === 'date')
      return fc.oneof(fc.constantFrom('2024-03-20', '1403-01-01', '2024-13-45', '0000-00-00', '99999-01-01'), nastyString.map(enc));
    return segment.map(enc);
  });
  return fc.tuple(...pieces).map((segs) => `/${segs.join('/')}`);
});
const pageRequest = fc.tuple(pagePath, query, fc.constantFrom('page', 'page', 'payload', 'payload-with-build')).map(([path, q, kind]) => {
  if (kind === 'page') return `${path}${q}`;
  const base = path === '/' ? '' : path;
  return `${base}${PAYLOAD_SUFFIX}${q}${kind === 'payload-with-build' ? `${q ? '&' : '?'}some-build` : ''}`;
});

async function check(method: string, path: string, status: number, contentType: string, text: string) {
  const label = `${method} ${path} → ${status} ${text.slice(0, 300)}`;
  expect(status, label).toBeLessThan(500);
  // Page data (`_payload.json`) carries its error inside the payload, by the pages' contract.
  if (status >= 400 && contentType.includes('json') && path.startsWith('/api/')) {
    expect((JSON.parse(text) as { message: string }).message, label).toMatch(/[\u0600-\u06ff]/);
  }
  if (status >= 400 || method !== 'GET') {
    const now = await databaseChecksum(server.app);
    if (status >= 400) expect(now, `a refused request changed the database: ${label}`).toEqual(known);
    known = now;
  }
}

async function get(path: string) {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  await check('GET', path, res.status, res.headers.get('content-type') ?? '', await res.text());
}

let address = 0;
/** POSTs go through inject, each from its own address, so the per-address limits stay out of the way. */
async function post(path: string, body: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    remoteAddress: `10.4.${Math.floor(++address / 250) % 250}.${address % 250}`,
    headers: { 'content-type': 'application/json', 'user-agent': `fuzz ${address}` },
  });
  await check('POST', path, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
}

describe('public reads', () => {
  it('the public API answers 2xx, 3xx or a Persian 4xx for any id, slug and query', async () => {
    await fc.assert(
      fc.asyncProperty(apiPath, query, async (path, q) => get(`${path}${q}`)),
      runs(200),
    );
  });

  it('every page route and its _payload.json answer below 500 for any parameter and query', async () => {
    await fc.assert(
      fc.asyncProperty(pageRequest, async (path) => get(path)),
      runs(150),
    );
  });

  it('feeds and sitemaps answer below 500 for any parameter', async () => {
    const feed = fc.oneof(
      query.map((q) => `/rss.xml${q}`),
      idOf('sport').map((id) => `/sport/${enc(id)}/rss.xml`),
      fc.constantFrom('/sitemap.xml', '/robots.txt'),
      segment.map((s) => `/sitemap-${enc(s)}.xml`),
    );
    await fc.assert(
      fc.asyncProperty(feed, async (path) => get(path)),
      runs(50),
    );
  });
});

describe('public writes', () => {
  it('a comment body of any shape gets a 201 or a Persian 4xx that stored nothing', async () => {
    const request = fc.tuple(idOf('news'), rawBody(bodyFor(PublicCommentInputSchema, { id: existing('comment') })));
    await fc.assert(
      fc.asyncProperty(request, async ([id, body]) => post(`/api/public/news/${enc(id)}/comments`, body)),
      runs(120),
    );
  });

  it('a view beacon for any id and body gets a 204 or a Persian 4xx that stored nothing', async () => {
    const request = fc.tuple(fc.constantFrom('news', 'gallery'), fc.oneof(idOf('news'), idOf('gallery')), rawBody(junk));
    await fc.assert(
      fc.asyncProperty(request, async ([kind, id, body]) => post(`/api/public/${kind}/${enc(id)}/view`, body)),
      runs(120),
    );
  });
});
