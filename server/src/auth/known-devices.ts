import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { User } from '../model/user.entity.js';
import { KnownDevice } from '../model/known-device.entity.js';
import { hashToken } from './sessions.js';

export const DEVICE_COOKIE = 'meydan_device';
export const DEVICE_TTL_MS = 180 * 24 * 3_600_000;
const KEEP_PER_USER = 20;

/** The id of the known device behind this cookie value when it belongs to the account being logged into, or null. */
export async function knownDeviceOf(em: EntityManager, token: string | undefined, email: string): Promise<number | null> {
  if (!token || token.length > 100) return null;
  const device = await em.findOne(KnownDevice, { tokenHash: hashToken(token), user: { email } }, { fields: ['id', 'lastUsedAt'] });
  if (!device || Date.now() - device.lastUsedAt.getTime() > DEVICE_TTL_MS) return null;
  return device.id;
}

/**
 * After a successful login: refreshes the known device, or records this browser as a new one and
 * returns the cookie value to set. Only the newest devices of a user are kept.
 */
export async function rememberDevice(em: EntityManager, userId: number, deviceId: number | null): Promise<string | null> {
  const now = new Date();
  if (deviceId !== null) {
    await em.nativeUpdate(KnownDevice, { id: deviceId }, { lastUsedAt: now });
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  em.create(KnownDevice, { tokenHash: hashToken(token), user: em.getReference(User, userId), lastUsedAt: now });
  await em.flush();
  const keep = await em.find(
    KnownDevice,
    { user: userId },
    { fields: ['id'], orderBy: { lastUsedAt: 'desc', id: 'desc' }, limit: KEEP_PER_USER },
  );
  await em.nativeDelete(KnownDevice, { user: userId, id: { $nin: keep.map((d) => d.id) } });
  return token;
}
