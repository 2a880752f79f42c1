import { ADMIN_RESOURCES } from '@meydan/shared-types/constants';
import { AUDIT_ACTIONS, AuditSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { Audit } from '../../model/audit.entity.js';

/** GET /api/admin/audit: the log in the list dialect of every resource, for admins, never written through the API. */
export const auditResource = defineResource({
  name: 'audit',
  entity: Audit,
  // The record's own shape: a read-only resource accepts no body.
  createSchema: AuditSchema,
  recordSchema: AuditSchema,
  readOnly: true,
  sortable: ['action', 'resource', 'user'],
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    user: { kind: 'id' },
    resource: { kind: 'enum', values: ADMIN_RESOURCES },
    action: { kind: 'enum', values: AUDIT_ACTIONS },
    recordId: { kind: 'id' },
    createdAt_gte: { kind: 'date', op: '$gte' },
    createdAt_lte: { kind: 'date', op: '$lte' },
  },
  // An entry is written once: these say nothing the log's own time does not.
  hidden: ['updatedAt', 'version'],
});
