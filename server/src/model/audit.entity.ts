import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AUDIT_ACTIONS } from '@meydan/shared-types/schemas';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties } from './base-properties.js';
import { User } from './user.entity.js';

/** One line of the audit log: written beside the change it records, in the same transaction, never edited. */
export const Audit = defineEntity({
  name: 'Audit',
  tableName: 'audit',
  properties: {
    ...baseProperties,
    // The log outlives the account: the email in `actor` still says who it was.
    user: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    actor: p.string().length(TEXT_MAX.actor),
    action: p.enum([...AUDIT_ACTIONS]),
    resource: p.string().length(TEXT_MAX.resourceName).nullable(),
    recordId: p.integer().nullable(),
    ip: p.string().length(TEXT_MAX.ip).nullable(),
    fields: p.json<string[]>(),
    validUntil: p.datetime().nullable(),
  },
  indexes: [{ properties: ['createdAt'] }, { properties: ['resource', 'recordId'] }, { properties: ['action', 'createdAt'] }],
});
export type IAudit = InferEntity<typeof Audit>;
