import { GameCommentary } from '../model/game-commentary.entity.js';
import { GameStats } from '../model/game-stats.entity.js';
import { insertRows } from './bulk-insert.js';
import type { GameRecord } from './game-records.js';
import type { CoverPool } from './demo-media.js';
import { simulateCommentary, simulateStats } from './match-centre-simulation.js';
import { matchLength } from './match-simulation.js';
import type { SeedContext } from './seed-context.js';

/** Minutes of play by `now` of a game under way: a 15-minute break after the first hour, as in demo-games.ts. */
const playedBy = (g: GameRecord, now: Date, length: number) => {
  const minutes = (now.getTime() - g.kickoffAt.getTime()) / 60_000;
  return Math.max(0, Math.min(length, Math.round(minutes - (minutes > 60 ? 15 : 0))));
};

/**
 * The match centre of football games under way or played: statistics for both sides, and commentary —
 * a running account of the games under way, the key moments of those played. Teams meet twice a season
 * and the demo has two seasons, so every pairing has meetings to show. One key moment of each game under
 * way shows a picture from the library.
 */
export async function seedCentre(ctx: SeedContext, games: readonly GameRecord[], pool: CoverPool): Promise<void> {
  const random = ctx.random('centre');
  const played = games.filter((g) => g.league.seed.key === 'football' && g.result && (g.status === 'finished' || g.status === 'live'));
  const stamp = { createdAt: ctx.now, updatedAt: ctx.now };
  const stats: { game: number; side: 'home' | 'away' }[] = [];
  const entries: Record<string, unknown>[] = [];
  for (const g of played) {
    const length = matchLength('football');
    const live = g.status === 'live';
    const minutes = live ? playedBy(g, ctx.now, length) : length;
    const figures = simulateStats(random, g.result!, { home: g.home.strength, away: g.away.strength }, minutes, length);
    stats.push({ game: g.id, side: 'home' as const, ...figures.home }, { game: g.id, side: 'away' as const, ...figures.away });
    const lines = simulateCommentary(random, g.result!, { home: g.home.title, away: g.away.title }, minutes, length, !live, live);
    const pictured = live ? lines.findIndex((l) => l.kind === 'key') : -1;
    lines.forEach((line, i) =>
      entries.push({
        ...stamp,
        ...line,
        game: g.id,
        seq: i + 1,
        media: i === pictured ? pool.pick(random, 'football') : null,
      }),
    );
  }
  await insertRows(ctx.em, GameStats, stats);
  await insertRows(ctx.em, GameCommentary, entries);
}
