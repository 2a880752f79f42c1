import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { GAME_EVENT_TYPES, GAME_STATUSES } from '@meydan/shared-types/schemas';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties } from './base-properties.js';
import { Player } from './player.entity.js';
import { Season } from './season.entity.js';
import { Stadium } from './stadium.entity.js';
import { Team } from './team.entity.js';
import { Week } from './week.entity.js';

export const Game = defineEntity({
  name: 'Game',
  properties: {
    ...baseProperties,
    season: () => p.manyToOne(Season).deleteRule('cascade'),
    week: () => p.manyToOne(Week).nullable().deleteRule('set null').index(),
    homeTeam: () => p.manyToOne(Team),
    awayTeam: () => p.manyToOne(Team),
    stadium: () => p.manyToOne(Stadium).nullable().deleteRule('set null'),
    kickoffAt: p.datetime(),
    status: p.enum([...GAME_STATUSES]).default('scheduled'),
    homeScore: p.integer().nullable(),
    awayScore: p.integer().nullable(),
    homeHalfScore: p.integer().nullable(),
    awayHalfScore: p.integer().nullable(),
    referee: p.string().length(TEXT_MAX.referee).nullable(),
    attendance: p.integer().nullable(),
    /** The running half's clock (see `GameClock`): set by the server when the game turns live. */
    clockStartedAt: p.datetime().nullable(),
    clockBase: p.integer().nullable(),
  },
  indexes: [
    { properties: ['season', 'kickoffAt'] },
    { properties: ['status', 'kickoffAt'] },
    { properties: ['kickoffAt'] },
    { properties: ['homeTeam', 'kickoffAt'] },
    { properties: ['awayTeam', 'kickoffAt'] },
    // The two teams' meetings, newest first (the game page's head-to-head).
    { properties: ['homeTeam', 'awayTeam', 'kickoffAt'] },
  ],
});
export type IGame = InferEntity<typeof Game>;

export const GameEvent = defineEntity({
  name: 'GameEvent',
  properties: {
    id: baseProperties.id,
    game: () => p.manyToOne(Game).deleteRule('cascade').index(),
    minute: p.integer(),
    extraMinute: p.integer().nullable(),
    side: p.enum(['home', 'away'] as const),
    type: p.enum([...GAME_EVENT_TYPES]),
    player: p.string().length(TEXT_MAX.player),
    relatedPlayer: p.string().length(TEXT_MAX.player).nullable(),
    // The names above stay as they were entered: a link only says which squad player they are.
    squadPlayer: () => p.manyToOne(Player).nullable().deleteRule('set null').fieldName('player_id').index(),
    relatedSquadPlayer: () => p.manyToOne(Player).nullable().deleteRule('set null').fieldName('related_player_id').index(),
    sortOrder: p.integer().default(0),
  },
});
export type IGameEvent = InferEntity<typeof GameEvent>;
