import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Game } from './game.entity.js';

/** One side's statistics of a game; a figure nobody counted is null. */
export const GameStats = defineEntity({
  name: 'GameStats',
  properties: {
    id: p.integer().primary().autoincrement(),
    game: () => p.manyToOne(Game).deleteRule('cascade'),
    side: p.enum(['home', 'away'] as const),
    possession: p.integer().nullable(),
    shots: p.integer().nullable(),
    shotsOnTarget: p.integer().nullable(),
    corners: p.integer().nullable(),
    fouls: p.integer().nullable(),
    offsides: p.integer().nullable(),
    saves: p.integer().nullable(),
  },
  uniques: [{ properties: ['game', 'side'] }],
});
export type IGameStats = InferEntity<typeof GameStats>;
