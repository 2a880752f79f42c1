import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction } from '@meydan/shared-types/schemas';
import type { FastifyRequest } from 'fastify';
import { User } from '../model/user.entity.js';
import { Audit } from '../model/audit.entity.js';
import { escapeControls } from '../security/untrusted-text.js';

export interface AuditEvent {
  action: AuditAction;
  resource: string | null;
  recordId: number | null;
  fields?: readonly string[];
  /** Until when what the entry granted holds (a preview link's expiry). */
  validUntil?: Date;
}

export interface Actor {
  user: { id: number; email: string; displayName?: string } | null;
  /** Who it was when there is no account (the address typed into a failed login). */
  name?: string;
  ip: string | null;
}

/**
 * Adds an entry to the unit of work of `em`: flushed with the change it records, so a rolled-back
 * write leaves no entry and a committed one always has its entry.
 */
export function recordAudit(em: EntityManager, actor: Actor, event: AuditEvent): void {
  em.create(Audit, {
    user: actor.user ? em.getReference(User, actor.user.id) : null,
    // The name may be whatever was typed into a login form: newlines and overrides are escaped.
    actor: escapeControls(actor.user?.email ?? actor.name ?? '').slice(0, 200),
    action: event.action,
    resource: event.resource,
    recordId: event.recordId,
    ip: actor.ip?.slice(0, 64) ?? null,
    fields: [...(event.fields ?? [])],
    validUntil: event.validUntil ?? null,
  });
}

/** The signed-in staff member behind a request, as the log names them. */
export const requestActor = (request: FastifyRequest): Actor => ({ user: request.user, ip: request.ip });
