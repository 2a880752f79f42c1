import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LiveGame } from '@meydan/shared-types/schemas';
import { Game, GameEvent } from '../model/game.entity.js';
import { gameClock } from './game-clock.js';

/** A game's live state as the stream sends it, serialized once for every reader. */
export interface LiveState {
  game: LiveGame;
  json: string;
  /** Changes exactly when the state does: a digest, so no clock or counter has to agree between processes. */
  version: string;
}

export function toLiveState(game: LiveGame): LiveState {
  const json = JSON.stringify(game);
  return { game, json, version: createHash('sha1').update(json).digest('hex').slice(0, 12) };
}

/** The current state of these games (unknown ids are left out): two statements for any number of games. */
export async function loadLiveStates(em: EntityManager, ids: readonly number[]): Promise<Map<number, LiveState>> {
  const states = new Map<number, LiveState>();
  if (ids.length === 0) return states;
  const [games, events] = await Promise.all([
    em.find(
      Game,
      { id: { $in: [...ids] } },
      {
        fields: ['status', 'homeScore', 'awayScore', 'homeHalfScore', 'awayHalfScore', 'clockStartedAt', 'clockBase'],
      },
    ),
    // The order of the game page's timeline.
    em.find(GameEvent, { game: { $in: [...ids] } }, { orderBy: { minute: 'asc', extraMinute: 'asc', sortOrder: 'asc', id: 'asc' } }),
  ]);
  const byGame = new Map<number, LiveGame['events']>();
  for (const e of events) {
    let list = byGame.get(e.game.id);
    if (!list) byGame.set(e.game.id, (list = []));
    list.push({
      id: e.id,
      minute: e.minute,
      extraMinute: e.extraMinute ?? null,
      side: e.side,
      type: e.type,
      player: e.player,
      relatedPlayer: e.relatedPlayer ?? null,
    });
  }
  for (const g of games) {
    states.set(
      g.id,
      toLiveState({
        id: g.id,
        status: g.status,
        homeScore: g.homeScore ?? null,
        awayScore: g.awayScore ?? null,
        homeHalfScore: g.homeHalfScore ?? null,
        awayHalfScore: g.awayHalfScore ?? null,
        clock: gameClock(g),
        events: byGame.get(g.id) ?? [],
      }),
    );
  }
  return states;
}
