import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PLAYER_POSITIONS } from '@meydan/shared-types/schemas';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { Game } from './game.entity.js';
import { Player } from './player.entity.js';

const SIDES = ['home', 'away'] as const;

/** One side's team sheet of a game: how it lines up and who leads it from the bench. */
export const GameLineup = defineEntity({
  name: 'GameLineup',
  properties: {
    id: p.integer().primary().autoincrement(),
    game: () => p.manyToOne(Game).deleteRule('cascade'),
    side: p.enum([...SIDES]),
    formation: p.string().length(TEXT_MAX.formation),
    coach: p.string().length(TEXT_MAX.player).nullable(),
  },
  uniques: [{ properties: ['game', 'side'] }],
});
export type IGameLineup = InferEntity<typeof GameLineup>;

/**
 * A place on a team sheet, starting or on the bench. Kept by game and side like the sheet itself, so a
 * game's whole line-up is one indexed read; the name is kept beside the link so that a sheet still reads
 * the same when the squad player is renamed or removed.
 */
export const GameLineupEntry = defineEntity({
  name: 'GameLineupEntry',
  properties: {
    id: p.integer().primary().autoincrement(),
    game: () => p.manyToOne(Game).deleteRule('cascade'),
    side: p.enum([...SIDES]),
    bench: p.boolean().default(false),
    sortOrder: p.integer().default(0),
    squadPlayer: () => p.manyToOne(Player).nullable().deleteRule('set null').fieldName('player_id').index(),
    name: p.string().length(TEXT_MAX.player),
    shirtNumber: p.integer().nullable(),
    position: p.enum([...PLAYER_POSITIONS]).nullable(),
  },
  indexes: [{ properties: ['game', 'side', 'bench', 'sortOrder'] }],
});
export type IGameLineupEntry = InferEntity<typeof GameLineupEntry>;
