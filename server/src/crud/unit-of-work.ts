import { OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminResource } from '@meydan/shared-types/constants';
import type { CurrentUser, RevisedResource } from '@meydan/shared-types/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit, requestActor, type Actor, type AuditEvent } from '../audit/record-audit.js';
import { ConflictError } from '../http-errors.js';
import { recordRevision } from './revision-write.js';

type Loose = Record<string, unknown>;

/** What every write, its rules and its hooks work with: the transaction's entity manager, who writes, the app. */
export interface WriteScope {
  em: EntityManager;
  user: CurrentUser;
  app: FastifyInstance;
}

/** The record a write is about, and how its revisions see it when its resource keeps them. */
export interface Subject {
  resource: AdminResource;
  /** The revisions of the record: the resource they are listed under and the record as they keep it. */
  revisions?: { resource: RevisedResource; snapshot: (em: EntityManager) => Promise<Loose> };
}

/** A change begun on a stored record or on a new one: call `done` once the record is flushed. */
export interface Change {
  /**
   * Writes the log entries and the revision of the change, in its transaction. `audit` defaults to one
   * entry, `create` or `update` of the fields the revision saw change.
   */
  done(id: number, opts?: { audit?: readonly Omit<AuditEvent, 'resource' | 'recordId'>[]; restoredFrom?: number }): Promise<void>;
}

/**
 * One write: a transaction that commits the record, what its rules changed beside it, its audit entries
 * and its revision together or not at all; a stale version refused with 409 and the stored record;
 * whatever must wait for the commit (files to remove) run after it. Published changes follow the commit
 * too: the ORM's change subscriber holds a transaction's cache tags until it commits.
 */
export class UnitOfWork implements WriteScope {
  private conflictAnswer: ((em: EntityManager) => Promise<Loose>) | null = null;
  private readonly afterCommit: (() => Promise<void> | void)[] = [];

  private constructor(
    readonly em: EntityManager,
    readonly user: CurrentUser,
    readonly app: FastifyInstance,
    private readonly actor: Actor,
  ) {}

  /** Runs `work` as one unit of work of a signed-in staff member's request. */
  static async run<T>(request: FastifyRequest, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    const user = request.user;
    if (!user) throw new Error('a write needs a signed-in user');
    let uow: UnitOfWork | null = null;
    try {
      const result = await request.em.transactional(async (em) => {
        uow = new UnitOfWork(em as EntityManager, user, request.server, requestActor(request));
        const out = await work(uow);
        await em.flush();
        return out;
      });
      for (const fn of (uow as UnitOfWork | null)?.afterCommit ?? []) await fn();
      return result;
    } catch (err) {
      // Another save committed between this one's read and its write: answer as for an older version.
      const answer = (uow as UnitOfWork | null)?.conflictAnswer;
      if (err instanceof OptimisticLockError && answer) throw new ConflictError(await answer(request.em.fork()));
      throw err;
    }
  }

  /**
   * Refuses the write (409 with the stored record, as `current` reads it) when the client's version is not
   * the stored one; the same answer when another save commits first. Without a version sent, the ORM's
   * own check still catches a save that overtakes this one.
   */
  async checkVersion(stored: Loose, sent: unknown, current: (em: EntityManager) => Promise<Loose>): Promise<void> {
    this.conflictAnswer = current;
    if (sent !== undefined && sent !== stored.version) throw new ConflictError(await current(this.em));
  }

  /** Starts a change of a record: takes the revision's `before` now, while the record is as stored. */
  async begin(subject: Subject, existing: boolean): Promise<Change> {
    const before = existing && subject.revisions ? await subject.revisions.snapshot(this.em) : undefined;
    return {
      done: async (id, opts = {}) => {
        const after = subject.revisions ? await subject.revisions.snapshot(this.em) : undefined;
        const fields =
          subject.revisions && after
            ? recordRevision(this.em, this.actor, subject.revisions.resource, id, { before, after, restoredFrom: opts.restoredFrom })
            : [];
        const events = opts.audit ?? [
          { action: existing ? ('update' as const) : ('create' as const), fields: existing ? fields : undefined },
        ];
        for (const event of events) this.audit({ ...event, resource: subject.resource, recordId: id });
      },
    };
  }

  /** A log entry, committed with the write. */
  audit(event: AuditEvent): void {
    recordAudit(this.em, this.actor, event);
  }

  /** Runs once the write has committed; what it does outside the database cannot be rolled back with it. */
  onCommit(fn: () => Promise<void> | void): void {
    this.afterCommit.push(fn);
  }
}
