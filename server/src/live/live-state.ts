import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LiveGame } from '@meydan/shared-types/schemas';
import { Game, GameEvent } from '../model/game.entity.js';
import { TIMELINE_ORDER, toGameEvent } from '../model/game-event.record.js';
import { readTeamSheets, type TeamSheets } from '../model/game-lineup.record.js';
import type { MediaUrl } from '../storage/index.js';
import { gameClock } from './game-clock.js';
import { publicStats, readCommentaryChanges, readStats } from './centre-parts.js';

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

/**
 * The current state of these games (unknown ids are left out): four statements for any number of games,
 * and the team sheets' one or two per game.
 */
export async function loadLiveStates(em: EntityManager, ids: readonly number[], mediaUrl: MediaUrl): Promise<Map<number, LiveState>> {
  const states = new Map<number, LiveState>();
  if (ids.length === 0) return states;
  const [games, events, stats, commentary, lineups] = await Promise.all([
    em.find(
      Game,
      { id: { $in: [...ids] } },
      {
        fields: ['status', 'homeScore', 'awayScore', 'homeHalfScore', 'awayHalfScore', 'clockStartedAt', 'clockBase'],
      },
    ),
    em.find(GameEvent, { game: { $in: [...ids] } }, { orderBy: TIMELINE_ORDER }),
    readStats(em, ids),
    readCommentaryChanges(em, mediaUrl, ids),
    Promise.all(ids.map(async (id) => [id, await readTeamSheets(em, id)] as const)).then((all) => new Map<number, TeamSheets>(all)),
  ]);
  const byGame = new Map<number, LiveGame['events']>();
  for (const e of events) {
    let list = byGame.get(e.game.id);
    if (!list) byGame.set(e.game.id, (list = []));
    list.push(toGameEvent(e));
  }
  for (const g of games) {
    const gameEvents = byGame.get(g.id) ?? [];
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
        events: gameEvents,
        lineups: lineups.get(g.id) ?? { home: null, away: null },
        stats: publicStats(stats.get(g.id)!, gameEvents),
        commentary: commentary.get(g.id)!,
      }),
    );
  }
  return states;
}
