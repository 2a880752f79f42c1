import { publicPaths } from '@meydan/shared-types/public';
import { type PagePayload } from '@meydan/shared-types/schemas';
import { withAdminClient } from '../src/db/pg-admin.js';
import { gameSlug } from '../src/public/cards.js';

/** The pages the web benchmarks ask for, found from a running server and the bench database. */

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** One canonical URL of every kind of page, found the way a visitor would: from the home page on. */
export async function pagePaths(origin: string): Promise<[string, string][]> {
  const home = await getJson<PagePayload>(`${origin}${publicPaths.payload('/', 'bench')}`);
  if (home.kind !== 'page' || home.page !== 'home' || !home.data.table) throw new Error('the home page has no data to start from');
  const { latest, results, photos, table } = home.data;
  const article = publicPaths.newsArticle(latest[0].id, latest[0].slug);
  const full = await getJson<PagePayload>(`${origin}${publicPaths.payload(article, 'bench')}`);
  const tag = full.kind === 'page' && full.page === 'newsArticle' ? full.data.news.tags[0] : undefined;
  if (!tag) throw new Error(`${article} has no tag`);
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const sitemapPage = /<loc>[^<]*?(\/sitemaps\/news-1\.xml)<\/loc>/.exec(index)?.[1];
  if (!sitemapPage) throw new Error('the sitemap index names no news page');
  return [
    ['/', '/'],
    ['/news', '/news'],
    ['article', article],
    ['league table', publicPaths.leagueTable(table.league.id, table.league.slug)],
    ['game', publicPaths.game(results[0].id, results[0].slug)],
    ['tag', publicPaths.tag(tag.slug)],
    ['photo gallery', publicPaths.photo(photos[0].id, photos[0].slug)],
    ['sitemap index', '/sitemap.xml'],
    ['sitemap page (news-1)', sitemapPage],
    ['/rss.xml', '/rss.xml'],
  ];
}

/** Articles spread over the whole table (not only the newest), the same ones on every run. */
export async function missArticles(url: string, count: number): Promise<string[]> {
  return (await longTail(url, count)).article;
}

/** What a long-tail pass asks for: up to `count` items of each kind, the same ones on every run. */
export interface LongTail {
  /** Articles spread over the whole table. */
  article: string[];
  /** The newest articles: the head of the archive, for comparison with the tail. */
  newest: string[];
  tag: string[];
  team: string[];
  game: string[];
}

/**
 * Items spread over each whole table by the hash of their id (not only the newest, which a crawler
 * or an old search result reaches as often as any other), the same ones on every run.
 */
export async function longTail(url: string, count: number): Promise<LongTail> {
  const limit = Math.trunc(count);
  const published = `status = 'published' and published_at <= now()`;
  return withAdminClient(url, async (client) => {
    const slugged = async (sql: string) => (await client.query<{ id: number; slug: string }>(sql)).rows;
    const games = await client.query<{ id: number; home: string; away: string }>(
      `select g.id, ht.title as home, at.title as away from game g
         join team ht on ht.id = g.home_team_id join team at on at.id = g.away_team_id
        order by md5(g.id::text) limit ${limit}`,
    );
    return {
      article: (await slugged(`select id, slug from news where ${published} order by md5(id::text) limit ${limit}`)).map((r) =>
        publicPaths.newsArticle(r.id, r.slug),
      ),
      newest: (await slugged(`select id, slug from news where ${published} order by published_at desc limit ${limit}`)).map((r) =>
        publicPaths.newsArticle(r.id, r.slug),
      ),
      tag: (await slugged(`select id, slug from tag order by md5(id::text) limit ${limit}`)).map((r) => publicPaths.tag(r.slug)),
      team: (await slugged(`select id, slug from team order by md5(id::text) limit ${limit}`)).map((r) => publicPaths.team(r.id, r.slug)),
      game: games.rows.map((g) => publicPaths.game(g.id, gameSlug({ homeTeam: { title: g.home }, awayTeam: { title: g.away } }))),
    };
  });
}
