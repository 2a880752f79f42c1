import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties } from './base-properties.js';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...baseProperties,
    email: p.string().length(TEXT_MAX.email).unique(),
    displayName: p.string().length(TEXT_MAX.displayName),
    passwordHash: p.string().length(TEXT_MAX.passwordHash).hidden(),
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
    tokenHash: p.string().length(TEXT_MAX.hash).unique(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    expiresAt: p.datetime().index(),
    lastSeenAt: p.datetime(),
    ip: p.string().length(TEXT_MAX.ip).nullable(),
    userAgent: p.string().length(TEXT_MAX.userAgent).nullable(),
  },
});
export type ISession = InferEntity<typeof Session>;
