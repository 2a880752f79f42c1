import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES, type Role } from '@meydan/shared-types/constants';
import { type CurrentUser, type OwnSession } from '@meydan/shared-types/schemas';
import { createHash, randomBytes } from 'node:crypto';
import type { SessionLimits, SessionPolicy } from '../config.js';
import { Session, User } from '../model/user.entity.js';
import { KnownDevice } from '../model/known-device.entity.js';
import { describeUserAgent } from './user-agent.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const limitsFor = (policy: SessionPolicy, role: Role): SessionLimits => (STAFF_ROLES.includes(role) ? policy.staff : policy.reader);

/** Creates a session with a fresh 256-bit token; only its hash is stored. It ends at the role's absolute lifetime. */
export async function createSession(
  em: EntityManager,
  user: { id: number; role: Role },
  policy: SessionPolicy,
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + limitsFor(policy, user.role).lifetimeMs);
  em.create(Session, {
    tokenHash: hashToken(token),
    user: em.getReference(User, user.id),
    expiresAt,
    lastSeenAt: now,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
  });
  await em.flush();
  return { token, expiresAt };
}

// Last-seen is written at most this often, so an active user costs one write per five minutes, not one per request.
const TOUCH_AFTER_MS = 5 * 60_000;

/**
 * The user behind a session token, or null when the token is unknown, past its absolute lifetime,
 * idle longer than the role allows, or the user is disabled.
 */
export async function userForToken(em: EntityManager, token: string, policy: SessionPolicy): Promise<CurrentUser | null> {
  const session = await em.findOne(Session, { tokenHash: hashToken(token) }, { populate: ['user'] });
  if (!session) return null;
  const now = Date.now();
  const { idleMs } = limitsFor(policy, session.user.role);
  if (session.expiresAt.getTime() <= now || now - session.lastSeenAt.getTime() > idleMs || !session.user.isActive) {
    await em.nativeDelete(Session, { id: session.id });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > Math.min(TOUCH_AFTER_MS, idleMs / 4)) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now) });
  }
  const { id, email, displayName, role } = session.user;
  return { id, email, displayName, role };
}

export const destroySession = (em: EntityManager, token: string) => em.nativeDelete(Session, { tokenHash: hashToken(token) });

/**
 * Ends every session of a user and forgets their browsers: after a password change, a role change or
 * when the account is disabled.
 */
export async function destroyUserSessions(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(Session, { user: userId });
  await em.nativeDelete(KnownDevice, { user: userId });
}

/** A user's sessions that are still alive, most recently seen first, the one of `currentToken` marked. */
export async function sessionsOf(
  em: EntityManager,
  user: { id: number; role: Role },
  policy: SessionPolicy,
  currentToken: string | null,
): Promise<OwnSession[]> {
  const now = Date.now();
  const current = currentToken ? hashToken(currentToken) : null;
  const sessions = await em.find(
    Session,
    { user: user.id, expiresAt: { $gt: new Date(now) }, lastSeenAt: { $gt: new Date(now - limitsFor(policy, user.role).idleMs) } },
    { orderBy: { lastSeenAt: 'desc', id: 'desc' }, limit: 200 },
  );
  return sessions.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    ip: s.ip ?? null,
    ...describeUserAgent(s.userAgent ?? null),
    current: s.tokenHash === current,
  }));
}

/** Ends every session of a user but the one of `keepToken`: "sign out everywhere else". */
export const endOtherSessions = (em: EntityManager, userId: number, keepToken: string) =>
  em.nativeDelete(Session, { user: userId, tokenHash: { $ne: hashToken(keepToken) } });

/** Ends one session of a user, never the one of `keepToken`; 0 when there is no such other session. */
export const endOtherSession = (em: EntityManager, userId: number, sessionId: number, keepToken: string) =>
  em.nativeDelete(Session, { id: sessionId, user: userId, tokenHash: { $ne: hashToken(keepToken) } });
