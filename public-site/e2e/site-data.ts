import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { publicPaths, type GameCard, type NewsCard, type PageData, type PagePayload } from '@meydan/shared-types/public';
import type { GameCentre } from '@meydan/shared-types/schemas';

/** Reads a page's payload straight from the server, to find real seeded items to visit. */
export async function payload(baseUrl: string, path: string): Promise<PagePayload> {
  const res = await fetch(baseUrl + publicPaths.payload(path, 'e2e'));
  return (await res.json()) as PagePayload;
}

async function data<K extends Exclude<PagePayload, { kind: 'redirect' } | { kind: 'error' }>['page']>(
  baseUrl: string,
  path: string,
  page: K,
) {
  const p = await payload(baseUrl, path);
  if (p.kind !== 'page' || p.page !== page) throw new Error(`no ${page} payload at ${path}`);
  return p.data as PageData<K>;
}

/**
 * A played football game of this week (the home page's table is football's): both team sheets, and
 * substitutions on each side to mark on them.
 */
export async function sheetedGame(baseUrl: string): Promise<{ path: string; game: PageData<'game'>['game'] }> {
  const home = await data(baseUrl, '/', 'home');
  if (!home.table) throw new Error('no table on the home page');
  const table = await data(baseUrl, publicPaths.leagueTable(home.table.league.id, home.table.league.slug), 'leagueTable');
  for (const card of table.weekGames.filter((g) => g.status === 'finished')) {
    const path = publicPaths.game(card.id, card.slug);
    const { game } = await data(baseUrl, path, 'game');
    if (!game.lineups.home || !game.lineups.away) continue;
    const subs = game.events.filter((e) => e.type === 'substitution');
    if (new Set(subs.map((e) => e.side)).size === 2) return { path, game };
  }
  throw new Error('no played game with both team sheets and substitutions on both sides');
}

/**
 * A played game of a sport without a goalkeeper (the demo's volleyball), with both team sheets entered
 * through the back office's API as that sport lines up: six starters a side, the first of them no
 * keeper; the home side with a formation note on roles ("5-1"), the visitors with none.
 */
export async function sheetedVolleyballGame(baseUrl: string): Promise<{ path: string; game: PageData<'game'>['game'] }> {
  const layout = (await (await fetch(`${baseUrl}/api/public/layout`)).json()) as { sports: { id: number; title: string; slug: string }[] };
  const sport = layout.sports.find((s) => s.title === 'والیبال');
  if (!sport) throw new Error('no volleyball in the demo data');
  const [card] = (await data(baseUrl, publicPaths.sport(sport.id, sport.slug), 'sport')).results;
  if (!card) throw new Error('no volleyball result in the demo data');
  const cookie = await adminCookie(baseUrl);
  const at = `${baseUrl}/api/admin/game/${card.id}/lineup`;
  const lineup = (await (await fetch(at, { headers: { cookie } })).json()) as { version: number; shape: { starters: number } };
  const starters = async (team: { id: number; slug: string }) =>
    (await data(baseUrl, publicPaths.team(team.id, team.slug), 'team')).squad
      .slice(0, lineup.shape.starters)
      .map((p) => ({ player: { id: p.id } }));
  const res = await fetch(at, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      version: lineup.version,
      home: { formation: '5-1', starters: await starters(card.home) },
      away: { formation: '', starters: await starters(card.away) },
    }),
  });
  if (res.status !== 200) throw new Error(`saving the volleyball sheets answered ${res.status}: ${await res.text()}`);
  const path = publicPaths.game(card.id, card.slug);
  return { path, game: (await data(baseUrl, path, 'game')).game };
}

/**
 * A scheduled game the home page does not list: other tests take the home page's first and last
 * scheduled ones, and how many it lists depends on how many are in play at the hour the set is seeded.
 */
export async function unlistedScheduledGame(baseUrl: string): Promise<GameCard> {
  const home = await data(baseUrl, '/', 'home');
  const listed = new Set(home.upcoming.map((g) => g.id));
  const filter = encodeURIComponent(JSON.stringify({ status: 'scheduled' }));
  const res = await fetch(`${baseUrl}/api/admin/game?filter=${filter}&sort=${encodeURIComponent('["id","ASC"]')}&range=[0,99]`, {
    headers: { cookie: await adminCookie(baseUrl) },
  });
  if (!res.ok) throw new Error(`listing scheduled games answered ${res.status}`);
  const found = ((await res.json()) as { id: number }[]).find((g) => !listed.has(g.id));
  if (!found) throw new Error('every scheduled game is on the home page');
  const centre = (await (await fetch(`${baseUrl}/api/public/games/${found.id}/centre`)).json()) as GameCentre;
  return centre.game;
}

/** Signs in as the demo's admin and returns the session cookie, for the back office's API. */
export async function adminCookie(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@meydan.example', password: 'Meydan-Admin-1404' }),
  });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Publishes a news item through the back office's API, as an editor would: now unless `publishedAt`
 * says when, with the first image of the media library as its cover. Returns its id.
 */
export async function publishNews(baseUrl: string, news: { title: string; body?: string; publishedAt?: Date }): Promise<number> {
  const cookie = await adminCookie(baseUrl);
  const media = await fetch(`${baseUrl}/api/admin/media?filter=${encodeURIComponent('{"kind":"image"}')}&range=[0,0]`, {
    headers: { cookie },
  });
  const [cover] = (await media.json()) as { id: number }[];
  const created = await fetch(`${baseUrl}/api/admin/news`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: news.title,
      body: news.body ?? '<p>متن خبر تازه</p>',
      status: 'published',
      publishedAt: (news.publishedAt ?? new Date(Date.now() - 1_000)).toISOString(),
      cover: cover.id,
    }),
  });
  if (created.status !== 201) throw new Error(`news not created (${created.status}): ${await created.text()}`);
  return ((await created.json()) as { id: number }).id;
}

/** One URL of every public route, taken from the seeded demo data. */
export async function discoverRoutes(baseUrl: string) {
  const home = await data(baseUrl, '/', 'home');
  const photos = await data(baseUrl, '/gallery/photo', 'galleryList');
  const videos = await data(baseUrl, '/gallery/video', 'galleryList');
  // An article with tags, a cover and open comments, so every part of the article page is exercised.
  let found: { article: NewsCard; data: PageData<'newsArticle'> } | null = null;
  for (const candidate of home.latest) {
    const d = await data(baseUrl, publicPaths.newsArticle(candidate.id, candidate.slug), 'newsArticle');
    if (d.news.tags.length && d.news.cover && d.news.allowComments && d.news.sport) {
      found = { article: candidate, data: d };
      break;
    }
  }
  if (!found) throw new Error('no article with tags, cover and comments in the demo data');
  const { article, data: articleData } = found;
  const tag = articleData.news.tags[0];
  const game = home.results[0] ?? home.upcoming[0];
  const table = home.table;
  const sport = articleData.news.sport;
  if (!tag || !game || !table || !sport || !photos.items[0] || !videos.items[0]) throw new Error('demo data is missing an item');
  const scorers = publicPaths.scorers(table.league.id, table.league.slug);
  const scorer = (await data(baseUrl, scorers, 'scorers')).scorers[0]?.player;
  if (!scorer) throw new Error('demo data has no scorer in the home table’s league');
  return {
    article,
    articleData,
    photo: photos.items[0],
    video: videos.items[0],
    routes: {
      home: '/',
      index: '/index',
      about: '/about',
      newsList: '/news',
      newsArticle: publicPaths.newsArticle(article.id, article.slug),
      tag: publicPaths.tag(tag.slug),
      sport: publicPaths.sport(sport.id, sport.slug),
      photoList: '/gallery/photo',
      photo: publicPaths.photo(photos.items[0].id, photos.items[0].slug),
      videoList: '/gallery/video',
      video: publicPaths.video(videos.items[0].id, videos.items[0].slug),
      game: publicPaths.game(game.id, game.slug),
      leagueTable: publicPaths.leagueTable(table.league.id, table.league.slug),
      scorers,
      player: publicPaths.player(scorer.id, scorer.slug),
    },
  };
}

/**
 * For a browser test file: one Chromium and the seeded site's routes, ready before the tests and
 * closed after them. Read `env.browser`, `env.site` and `env.baseUrl` inside the tests.
 */
export function useSiteBrowser() {
  const env = { baseUrl: inject('baseUrl') } as { baseUrl: string; browser: Browser; site: Awaited<ReturnType<typeof discoverRoutes>> };
  beforeAll(async () => {
    env.browser = await launch();
    env.site = await discoverRoutes(env.baseUrl);
  });
  afterAll(async () => env.browser?.close());
  return env;
}
