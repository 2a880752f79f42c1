import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_TTL_MS, type CurrentUser } from '@meydan/shared-types';
import { createHash, randomBytes } from 'node:crypto';
import { Session, User } from '../db/entities.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session with a fresh 256-bit token; only its hash is stored. */
export async function createSession(
  em: EntityManager,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  em.create(Session, {
    tokenHash: hashToken(token),
    user: em.getReference(User, userId),
    expiresAt,
    lastSeenAt: now,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
  });
  await em.flush();
  return { token, expiresAt };
}

const TOUCH_AFTER_MS = 5 * 60_000;

/** The user behind a session token, or null when the token is unknown, expired or the user is disabled. */
export async function userForToken(em: EntityManager, token: string): Promise<CurrentUser | null> {
  const session = await em.findOne(Session, { tokenHash: hashToken(token) }, { populate: ['user'] });
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || !session.user.isActive) {
    await em.nativeDelete(Session, { id: session.id });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now) });
  }
  const { id, email, displayName, role } = session.user;
  return { id, email, displayName, role };
}

export const destroySession = (em: EntityManager, token: string) => em.nativeDelete(Session, { tokenHash: hashToken(token) });

/** Ends every session of a user: after a password change, a role change or when the account is disabled. */
export const destroyUserSessions = (em: EntityManager, userId: number) => em.nativeDelete(Session, { user: userId });
