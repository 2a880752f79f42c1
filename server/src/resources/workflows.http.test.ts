import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Comment } from '../model/comment.entity.js';
import { News } from '../model/news.entity.js';
import { startTestServer, type TestApp } from '../testing/index.js';
import { createUser, login } from '../testing/fixtures.js';

let t: TestApp & { url: string };
let admin: string;
let editor: string;
const ids: Record<string, number> = {};

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) {
  const res = await t.app.inject({ method, url: `/api/admin/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await startTestServer({ seeded: false });
  const a = await createUser(t.app, 'admin');
  const e = await createUser(t.app, 'editor');
  admin = await login(t.app, a.email, a.password);
  editor = await login(t.app, e.email, e.password);
  ids.sport = (await call('POST', 'sport', { title: 'فوتسال' })).body.id;
  ids.league = (
    await call('POST', 'league', { title: 'لیگ برتر فوتسال', sport: ids.sport, tieBreakers: ['points', 'head_to_head', 'goal_difference'] })
  ).body.id;
  ids.season = (await call('POST', 'season', { title: '۱۴۰۴', league: ids.league, isCurrent: true })).body.id;
  for (const name of ['گیتی‌پسند', 'مس سونگون', 'کراپ']) {
    const team = (await call('POST', 'team', { title: name, sport: ids.sport })).body.id;
    ids[name] = team;
    await call('POST', 'season-team', { season: ids.season, team });
  }
  ids.game = (
    await call('POST', 'game', {
      season: ids.season,
      homeTeam: ids['کراپ'],
      awayTeam: ids['گیتی‌پسند'],
      kickoffAt: '2026-11-20T14:00:00.000Z',
    })
  ).body.id;
});
afterAll(() => t?.close());

describe('game result', () => {
  it('refuses events on a game that has not started and a finished game without scores', async () => {
    const early = await call('PUT', `game/${ids.game}/result`, {
      status: 'scheduled',
      homeScore: null,
      awayScore: null,
      events: [{ minute: 5, side: 'home', type: 'goal', player: 'بازیکن' }],
    });
    expect(early.status).toBe(400);
    expect(early.body.errors.events).toMatch(/در جریان یا پایان‌یافته/);
    const noScore = await call('PUT', `game/${ids.game}/result`, { status: 'finished', homeScore: 2, awayScore: null, events: [] });
    expect(noScore.body.errors.awayScore).toBeDefined();
    const badMinute = await call('PUT', `game/${ids.game}/result`, {
      status: 'live',
      homeScore: 0,
      awayScore: 0,
      events: [{ minute: 400, side: 'home', type: 'goal', player: 'x' }],
    });
    expect(badMinute.body.errors['events.0.minute']).toMatch(/بیشتر/);
  });

  it('stores score, half-time score and events, and the league table changes at once', async () => {
    const before = (await call('GET', `season/${ids.season}/table`)).body as { teamId: number; points: number; played: number }[];
    expect(before.every((r) => r.played === 0)).toBe(true);
    const saved = await call('PUT', `game/${ids.game}/result`, {
      status: 'finished',
      homeScore: '۳',
      awayScore: 1,
      homeHalfScore: 1,
      awayHalfScore: 1,
      events: [
        { minute: 12, side: 'home', type: 'goal', player: 'حسین طیبی', relatedPlayer: 'مهدی جاوید' },
        { minute: 30, side: 'away', type: 'penalty_goal', player: 'سالار آقاپور' },
        { minute: 33, side: 'away', type: 'yellow_card', player: 'علی اصغر حسن‌زاده' },
        { minute: 38, extraMinute: 1, side: 'home', type: 'goal', player: 'حسین طیبی' },
        { minute: 40, side: 'away', type: 'own_goal', player: 'مدافع' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'finished', homeScore: 3, awayScore: 1, homeHalfScore: 1 });
    expect(saved.body.events.map((e: { minute: number }) => e.minute)).toEqual([12, 30, 33, 38, 40]);
    const table = (await call('GET', `season/${ids.season}/table`)).body as {
      teamId: number;
      points: number;
      form: string[];
      rank: number;
    }[];
    expect(table[0]).toMatchObject({ teamId: ids['کراپ'], points: 3, form: ['W'], rank: 1 });
    expect(table.find((r) => r.teamId === ids['گیتی‌پسند'])).toMatchObject({ points: 0, form: ['L'] });
    const input = (await call('GET', `season/${ids.season}/table-input`)).body;
    expect(input.rule).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(input.tieBreakers).toEqual(['points', 'head_to_head', 'goal_difference']);
    expect(input.games).toHaveLength(1);
  });

  it('replaces the events list on the next save', async () => {
    const saved = await call('PUT', `game/${ids.game}/result`, { status: 'finished', homeScore: 0, awayScore: 0, events: [] });
    expect(saved.body.events).toEqual([]);
    expect((await call('GET', `game/${ids.game}/result`)).body.homeScore).toBe(0);
  });
});

describe('image gallery items', () => {
  it('keeps the photos in the order given, with captions, and counts them', async () => {
    const media: number[] = [];
    for (const color of [10, 120, 240]) {
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: color, g: 80, b: 80 } } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `p${color}.png`);
      const res = await fetch(`${t.url}/api/admin/media`, { method: 'POST', body: form, headers: { cookie: editor } });
      media.push(((await res.json()) as { id: number }).id);
    }
    const gallery = await call('POST', 'gallery', { kind: 'image', title: 'جشن قهرمانی' }, editor);
    expect(gallery.status).toBe(201);
    const items = await call(
      'PUT',
      `gallery/${gallery.body.id}/items`,
      {
        items: [{ media: media[2], caption: 'بالا بردن جام' }, { media: media[0] }, { media: media[1], caption: 'هواداران' }],
      },
      editor,
    );
    expect(items.body.map((i: { media: number }) => i.media)).toEqual([media[2], media[0], media[1]]);
    expect(items.body[0].caption).toBe('بالا بردن جام');
    const after = (await call('GET', `gallery/${gallery.body.id}`)).body;
    expect(after).toMatchObject({ itemCount: 3, cover: media[2] });
    const reordered = await call('PUT', `gallery/${gallery.body.id}/items`, { items: [{ media: media[1] }] }, editor);
    expect(reordered.body).toHaveLength(1);
    const missing = await call('PUT', `gallery/${gallery.body.id}/items`, { items: [{ media: 987654 }] }, editor);
    expect(missing.status).toBe(400);
  });

  it('needs a video file or URL to publish a video gallery', async () => {
    const res = await call(
      'POST',
      'gallery',
      { kind: 'video', title: 'خلاصه بازی', status: 'published', publishedAt: '2026-11-20T10:00:00.000Z' },
      editor,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.video).toBeDefined();
    const ok = await call(
      'POST',
      'gallery',
      {
        kind: 'video',
        title: 'خلاصه بازی',
        status: 'published',
        publishedAt: '2026-11-20T10:00:00.000Z',
        videoUrl: 'https://example.com/v.mp4',
      },
      editor,
    );
    expect(ok.status).toBe(201);
    const badUrl = await call('POST', 'gallery', { kind: 'video', title: 'خلاصه', videoUrl: 'javascript:alert(1)' }, editor);
    expect(badUrl.body.errors.videoUrl).toBeDefined();
  });
});

describe('comment moderation', () => {
  it('approves in bulk, records the staff reply and shows the email to staff only', async () => {
    const em = t.app.orm.em.fork();
    const news = em.create(News, { title: 'خبر', slug: 'khabar', shortCode: 'abcdef', body: '' });
    const comments = ['عالی بود', 'موافقم', 'تبلیغ'].map((body, i) =>
      em.create(Comment, { news, authorName: `خواننده ${i}`, authorEmail: `r${i}@mail.example`, body, ipHash: 'x' }),
    );
    await em.flush();
    const pending = await call('GET', 'comment?filter={"status":"pending"}', undefined, editor);
    expect(pending.body).toHaveLength(3);
    expect(pending.body[0].authorEmail).toMatch(/@mail\.example/);
    expect(pending.body[0].ipHash).toBeUndefined();
    for (const c of comments.slice(0, 2)) await call('PUT', `comment/${c.id}`, { status: 'approved' }, editor);
    await call('PUT', `comment/${comments[2].id}`, { status: 'spam' }, editor);
    const replied = await call('PUT', `comment/${comments[0].id}`, { reply: '  ممنون از همراهی شما  ' }, editor);
    expect(replied.body).toMatchObject({ status: 'approved', reply: 'ممنون از همراهی شما' });
    expect(replied.body.repliedAt).toBeTruthy();
    expect((await call('GET', 'comment?filter={"status":"approved"}', undefined, editor)).body).toHaveLength(2);
    const tamper = await call('PUT', `comment/${comments[1].id}`, { body: 'متن عوض شده', authorName: 'دیگری' }, editor);
    expect(tamper.body.body).toBe('موافقم');
  });
});

describe('base information', () => {
  it('is one record that admins edit, with the about page sanitized', async () => {
    const created = await t.app.inject({ method: 'GET', url: '/api/admin/base-information', headers: { cookie: admin } });
    const id = created.json()[0]?.id ?? 1;
    const res = await call('PUT', `base-information/${id}`, {
      siteTitle: 'میدان',
      aboutHtml: '<p>دربارهٔ ما<script>x</script></p>',
      contactEmail: 'info@meydan.example',
      socialLinks: [{ network: 'telegram', url: 'https://t.me/meydan' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.aboutHtml).toBe('<p>دربارهٔ ما</p>');
    // Every page's header and footer show it at once.
    const layout = await t.app.inject({ method: 'GET', url: '/api/public/layout' });
    expect(layout.json()).toMatchObject({
      siteTitle: 'میدان',
      contactEmail: 'info@meydan.example',
      socialLinks: [{ network: 'telegram', url: 'https://t.me/meydan' }],
    });
    const bad = await call('PUT', `base-information/${id}`, {
      siteTitle: 'میدان',
      contactEmail: 'not-an-email',
      socialLinks: [{ network: 'telegram', url: 'ftp://x' }],
    });
    expect(bad.body.errors).toMatchObject({ contactEmail: expect.stringMatching(/ایمیل/), 'socialLinks.0.url': expect.any(String) });
    expect((await call('POST', 'base-information', { siteTitle: 'دومی' })).status).toBe(404);
    expect((await call('DELETE', `base-information/${id}`)).status).toBe(403);
  });
});
