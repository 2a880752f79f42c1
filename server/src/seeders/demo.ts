import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../storage/index.js';
import { countRows } from './database-state.js';
import { seedCentre } from './demo-centre.js';
import { seedComments } from './demo-comments.js';
import { seedGalleries } from './demo-galleries.js';
import { seedSeason } from './demo-games.js';
import type { SeasonRecord } from './game-records.js';
import { seedCoverPool, seedDemoVideo } from './demo-media.js';
import { seedLargeNews, seedSmallNews } from './demo-news.js';
import { seedPlayers } from './demo-players.js';
import { seedReference } from './demo-reference.js';
import { seedBaseInformation, seedUsers } from './demo-site.js';
import { analyzeDatabase } from '../db/analyze.js';
import type { Progress } from './bulk-insert.js';
import { createSeedContext } from './seed-context.js';

export { DEMO_LOGINS, type DemoLogin } from './demo-site.js';
export { databaseState, wipeContent, type DatabaseState } from './database-state.js';

export type DemoSize = 'small' | 'large';

export interface SeedDemoOptions {
  size: DemoSize;
  progress?: Progress;
  /** The moment the season is built around; defaults to now. */
  now?: Date;
  /**
   * The large set's extra news and past seasons per league (100,000 and 12 unless given): a test that
   * needs a set big enough for the planner to matter seeds a few thousand through the same bulk path.
   */
  large?: { news?: number; seasons?: number };
}

export interface DemoSummary {
  size: DemoSize;
  ms: number;
  counts: Record<
    | 'users'
    | 'sports'
    | 'teams'
    | 'players'
    | 'leagues'
    | 'seasons'
    | 'games'
    | 'gameEvents'
    | 'news'
    | 'tags'
    | 'galleries'
    | 'comments'
    | 'media',
    number
  >;
}

/** Past seasons of each league in the large set: 14 seasons of 240 games in three leagues is over 10,000 games. */
const LARGE_EXTRA_SEASONS = 12;
export const LARGE_EXTRA_NEWS = 100_000;

/**
 * Fills an empty database with the demo, in one transaction: either all of it lands or none.
 * Every run gives the same content (a seeded generator); only dates follow `now`.
 */
export async function seedDemo(em: EntityManager, storage: Storage, opts: SeedDemoOptions): Promise<DemoSummary> {
  const started = Date.now();
  const progress = opts.progress ?? (() => undefined);
  await em.transactional(async (tx) => {
    const ctx = createSeedContext(tx, storage, opts.now ?? new Date(), progress);
    const pool = await seedCoverPool(ctx);
    const users = await seedUsers(ctx);
    await seedBaseInformation(ctx, pool.all[0]);
    const ref = await seedReference(ctx);
    await seedPlayers(ctx, ref.leagues);
    const seasonsPerLeague = opts.size === 'large' ? 2 + (opts.large?.seasons ?? LARGE_EXTRA_SEASONS) : 2;
    const seasons: SeasonRecord[] = [];
    const total = ref.leagues.length * seasonsPerLeague;
    for (let yearsAgo = 0; yearsAgo < seasonsPerLeague; yearsAgo++) {
      for (const league of ref.leagues) {
        seasons.push(await seedSeason(ctx, league, yearsAgo));
        progress('games', seasons.length, total);
      }
    }
    await seedCentre(
      ctx,
      seasons.flatMap((s) => s.games),
      pool,
    );
    const news = await seedSmallNews(
      ctx,
      ref,
      seasons.filter((s) => s.isCurrent),
      pool,
      users.editor,
    );
    const video = await seedDemoVideo(ctx);
    await seedGalleries(ctx, ref, seasons, pool, video);
    progress('comments', 0, 1);
    await seedComments(ctx, news, users.editor);
    progress('comments', 1, 1);
    if (opts.size === 'large') {
      // The two recent seasons already have their reports; older ones get theirs here.
      const old = seasons.filter((s) => s.yearsAgo >= 2).flatMap((s) => s.games);
      await seedLargeNews(ctx, ref, old, pool, users.editor, opts.large?.news ?? LARGE_EXTRA_NEWS);
    }
  });
  await analyzeDatabase(em);
  const tables = {
    users: 'users',
    sports: 'sport',
    teams: 'team',
    players: 'player',
    leagues: 'league',
    seasons: 'season',
    games: 'game',
    gameEvents: 'game_event',
    news: 'news',
    tags: 'tag',
    galleries: 'gallery',
    comments: 'comment',
    media: 'media',
  } as const;
  const counts = {} as DemoSummary['counts'];
  for (const [key, table] of Object.entries(tables) as [keyof typeof tables, string][]) counts[key] = await countRows(em, table);
  return { size: opts.size, ms: Date.now() - started, counts };
}
