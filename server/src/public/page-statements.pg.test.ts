import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';
import { publicPaths } from '@meydan/shared-types/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { gameSlug } from './cards.js';

/*
 * A page miss is one round trip on one pooled connection: the statements sent while one request is
 * answered, counted on the pool's own connections (the process's own timers, such as the view-count
 * fold, are set out of the way). Runs against a PostgreSQL server: the embedded database has one
 * connection and no pool.
 */
interface PgConnection {
  query(config: string | { text: string }, ...rest: unknown[]): unknown;
}
interface KnexClient {
  acquireConnection(): Promise<PgConnection>;
}

const counted = new WeakSet<PgConnection>();
const sent: string[] = [];
let t: TestApp;

function countStatements(app: TestApp['app']): void {
  const client = ((app.db.orm.em as EntityManager).getConnection() as AbstractSqlConnection).getKnex().client as KnexClient;
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = async () => {
    const connection = await acquire();
    if (!counted.has(connection)) {
      counted.add(connection);
      const query = connection.query.bind(connection);
      connection.query = (config, ...rest) => {
        sent.push(typeof config === 'string' ? config : config.text);
        return query(config, ...rest);
      };
    }
    return connection;
  };
}

/** The statements one request sent, and its status. */
async function statementsOf(url: string): Promise<{ status: number; statements: string[] }> {
  const from = sent.length;
  const res = await t.app.inject({ url });
  return { status: res.statusCode, statements: sent.slice(from) };
}

const rows = <T>(query: string) => (t.app.orm.em.fork() as EntityManager).getConnection().execute<T[]>(query);

beforeAll(async () => {
  t = await createTestApp({ env: { VIEW_FOLD_MS: '3600000' } });
  countStatements(t.app);
}, 120_000);
afterAll(() => t?.close());

describe('a page miss', () => {
  it('reads an article, a game, a team and the layout in one statement each, a tag in two', async () => {
    const [game] = await rows<{ id: number; season: number; home: string; away: string; homeId: number; awayId: number }>(
      `select g.id, g.season_id as season, h.title as home, a.title as away, h.id as "homeId", a.id as "awayId"
       from game g join team h on h.id = g.home_team_id join team a on a.id = g.away_team_id
       join season_team st on st.team_id = h.id join season se on se.id = st.season_id and se.is_current
       order by g.id limit 1`,
    );
    const teams = await rows<{ id: number; slug: string }>(
      `select id, slug from team where id in (${game.homeId}, ${game.awayId}) order by id`,
    );
    const [article] = await rows<{ id: number; slug: string }>(
      `select id, slug from news where status = 'published' and published_at <= now() order by published_at desc limit 1`,
    );
    const [tag] = await rows<{ slug: string }>(`select slug from tag order by id limit 1`);

    // The layout: the first page read it, in one statement beside the page's own.
    const first = await statementsOf('/news');
    expect(first.status).toBe(200);
    expect(first.statements.filter((s) => s.includes('base_information'))).toHaveLength(1);
    // A team's season table is kept data: the first team page of the season builds it (one statement more).
    const [one, other] = teams.map((team) => publicPaths.team(team.id, team.slug));
    const building = await statementsOf(one);
    expect(building.status).toBe(200);
    expect(building.statements).toHaveLength(2);

    const misses: [string, string, number][] = [
      ['article', publicPaths.newsArticle(article.id, article.slug), 1],
      ['game', publicPaths.game(game.id, gameSlug({ homeTeam: { title: game.home }, awayTeam: { title: game.away } })), 1],
      ['team', other, 1],
      ['tag', publicPaths.tag(tag.slug), 2],
    ];
    for (const [page, url, expected] of misses) {
      const miss = await statementsOf(url);
      expect(miss.status, page).toBe(200);
      expect(miss.statements, page).toHaveLength(expected);
      // Kept: the same page again sends nothing to the database.
      expect((await statementsOf(url)).statements, `${page} again`).toHaveLength(0);
    }
  });
});
