import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.js';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...baseProperties,
    email: p.string().length(200).unique(),
    displayName: p.string().length(80),
    passwordHash: p.string().length(255).hidden(),
    role: p.enum(['admin', 'editor', 'user'] as const),
    isActive: p.boolean().default(true),
    lastLoginAt: p.datetime().nullable(),
  },
});
export type IUser = InferEntity<typeof User>;

export const Session = defineEntity({
  name: 'Session',
  properties: {
    ...baseProperties,
    tokenHash: p.string().length(64).unique(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    expiresAt: p.datetime().index(),
    lastSeenAt: p.datetime(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(400).nullable(),
  },
});
export type ISession = InferEntity<typeof Session>;
