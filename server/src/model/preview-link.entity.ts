import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from './base-properties.js';
import { User } from './user.entity.js';

/**
 * A signed preview link handed out for an unpublished item. The token carries this row's id; the
 * link opens while the row exists, its time has not passed and the account that issued it may still
 * preview. Revoking deletes the row, and deleting the account deletes its links.
 */
export const PreviewLink = defineEntity({
  name: 'PreviewLink',
  tableName: 'preview_link',
  properties: {
    ...baseProperties,
    kind: p.enum(['news', 'gallery'] as const),
    recordId: p.integer(),
    issuedBy: () => p.manyToOne(User).deleteRule('cascade').index(),
    expiresAt: p.datetime(),
  },
  indexes: [{ properties: ['kind', 'recordId'] }],
});
export type IPreviewLink = InferEntity<typeof PreviewLink>;
