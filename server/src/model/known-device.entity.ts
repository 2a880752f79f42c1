import { defineEntity, p } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties } from './base-properties.js';
import { User } from './user.entity.js';

/** A browser a user has logged in with; its cookie lets the owner past a lock an attacker caused. */
export const KnownDevice = defineEntity({
  name: 'KnownDevice',
  tableName: 'known_device',
  properties: {
    ...baseProperties,
    tokenHash: p.string().length(TEXT_MAX.hash).unique(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    lastUsedAt: p.datetime(),
  },
});
