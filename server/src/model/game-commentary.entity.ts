import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { COMMENTARY_KINDS } from '@meydan/shared-types/schemas';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties } from './base-properties.js';
import { Game } from './game.entity.js';
import { Media } from './media.entity.js';

/**
 * One entry of a game's live commentary. Each is saved on its own (its own version), so staff covering
 * one game never overwrite each other. `seq` is the game's commentary change number at the entry's last
 * save: one more than the game's highest at that moment, taken under a lock of the game's row, so the
 * live stream can send only the latest changes. A removed entry stays as a mark (`deletedAt`) with its
 * removal's number, for readers who held it.
 */
export const GameCommentary = defineEntity({
  name: 'GameCommentary',
  properties: {
    ...baseProperties,
    game: () => p.manyToOne(Game).deleteRule('cascade'),
    minute: p.integer(),
    extraMinute: p.integer().nullable(),
    kind: p.enum([...COMMENTARY_KINDS]),
    text: p.string().length(TEXT_MAX.commentary),
    media: () => p.manyToOne(Media).nullable().deleteRule('set null').index(),
    seq: p.integer(),
    deletedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['game', 'seq'] }],
});
export type IGameCommentary = InferEntity<typeof GameCommentary>;
