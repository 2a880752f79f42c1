import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { FOLLOW_KINDS } from '@meydan/shared-types/constants';
import { User } from './user.entity.js';

/**
 * A team, league or player a signed-in reader follows. The target is a bare id, not a foreign key: a
 * removed team simply stops showing in the feed, and following never locks the team's row.
 */
export const Follow = defineEntity({
  name: 'Follow',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum([...FOLLOW_KINDS]),
    targetId: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['user', 'kind', 'targetId'] }],
});
export type IFollow = InferEntity<typeof Follow>;
