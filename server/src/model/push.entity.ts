import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PUSH_MAX } from '@meydan/shared-types/constants';
import { Game } from './game.entity.js';

/** A browser's Web Push subscription and the teams whose games it is told about. */
export const PushSubscription = defineEntity({
  name: 'PushSubscription',
  properties: {
    id: p.integer().primary().autoincrement(),
    endpoint: p.string().length(PUSH_MAX.endpoint).unique(),
    p256dh: p.string().length(PUSH_MAX.key),
    auth: p.string().length(PUSH_MAX.key),
    teams: p.json<number[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type IPushSubscription = InferEntity<typeof PushSubscription>;

/**
 * The last state of a game the push sender compared against. Read under a row lock, so of all the
 * processes that hear of a change exactly one sees the step from the old state to the new one and sends.
 */
export const PushGameState = defineEntity({
  name: 'PushGameState',
  properties: {
    game: () => p.oneToOne(Game).primary().deleteRule('cascade').owner(),
    state: p.json<{ status: string; homeScore: number | null; awayScore: number | null; events: number[] }>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type IPushGameState = InferEntity<typeof PushGameState>;
