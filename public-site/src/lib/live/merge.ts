import type { GameCard, LiveGame } from '@meydan/shared-types/public';

/**
 * A game as a page holds it (a card, or the game page's detail) with the live state laid over it. Only
 * fields the game already has are replaced: a card gains no events.
 */
export function withLive<T extends GameCard>(game: T, live: LiveGame | undefined): T {
  if (!live || live.id !== game.id) return game;
  const next: T = { ...game, status: live.status, homeScore: live.homeScore, awayScore: live.awayScore, clock: live.clock };
  const detail = next as T & Partial<Pick<LiveGame, 'events' | 'homeHalfScore' | 'awayHalfScore'>>;
  if ('events' in game) detail.events = live.events;
  if ('homeHalfScore' in game) detail.homeHalfScore = live.homeHalfScore;
  if ('awayHalfScore' in game) detail.awayHalfScore = live.awayHalfScore;
  return next;
}
