import type { GameCard, LiveGame } from '@meydan/shared-types/public';

type Clock = GameCard['clock'];
const sameClock = (a: Clock, b: Clock) => a === b || (a !== null && b !== null && a.startedAt === b.startedAt && a.base === b.base);

// A game's events are a few dozen at most, and a correction may touch any of them.
const sameEvents = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  a !== undefined && a.length === b.length && JSON.stringify(a) === JSON.stringify(b);

/**
 * A game as a page holds it (a card, or the game page's detail) with the live state laid over it. Only
 * fields the game already has are replaced: a card gains no events. A state that changes nothing the
 * game shows gives the game itself back, so that the first message of a stream (the state the page was
 * rendered with) re-renders nothing.
 */
export function withLive<T extends GameCard>(game: T, live: LiveGame | undefined): T {
  if (!live || live.id !== game.id) return game;
  const detail = game as T & Partial<Pick<LiveGame, 'events' | 'homeHalfScore' | 'awayHalfScore'>>;
  const unchanged =
    game.status === live.status &&
    game.homeScore === live.homeScore &&
    game.awayScore === live.awayScore &&
    sameClock(game.clock, live.clock) &&
    (!('events' in game) || sameEvents(detail.events, live.events)) &&
    (!('homeHalfScore' in game) || detail.homeHalfScore === live.homeHalfScore) &&
    (!('awayHalfScore' in game) || detail.awayHalfScore === live.awayHalfScore);
  if (unchanged) return game;
  const next: T = { ...game, status: live.status, homeScore: live.homeScore, awayScore: live.awayScore, clock: live.clock };
  const nextDetail = next as typeof detail;
  if ('events' in game) nextDetail.events = live.events;
  if ('homeHalfScore' in game) nextDetail.homeHalfScore = live.homeHalfScore;
  if ('awayHalfScore' in game) nextDetail.awayHalfScore = live.awayHalfScore;
  return next;
}
