import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, Nullable, RefId } from './common.js';

/**
 * What the audit log records: staff writes on any resource, the account events an admin needs to trace
 * (logins, logouts, failed logins, role changes, disabled accounts, other sessions ended) and the preview
 * links handed out and revoked.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'logout',
  'login-failed',
  'role-change',
  'disable',
  'end-sessions',
  'preview-link',
  'preview-revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
const AuditActionSchema = Type.Union(AUDIT_ACTIONS.map((a) => Type.Literal(a)));

/** One entry of GET /api/admin/audit: read-only, written by the server beside the change it records. */
export const AuditSchema = Type.Object({
  id: Id,
  createdAt: IsoDateTime,
  /** The account that acted, or the one a failed login tried; null once that account is deleted. */
  user: RefId,
  /** The account's email at the time (or the address typed into a failed login). */
  actor: Type.String(),
  action: AuditActionSchema,
  /** The admin resource written (`user` for account events). */
  resource: Nullable(Type.String()),
  recordId: Nullable(Id),
  ip: Nullable(Type.String()),
  /** The fields an update changed. */
  fields: Type.Array(Type.String()),
  /** Until when what the entry granted holds: a preview link's expiry. */
  validUntil: Nullable(IsoDateTime),
});
export type Audit = Static<typeof AuditSchema>;
