import { createHmac, timingSafeEqual } from 'node:crypto';

export type PreviewKind = 'news' | 'gallery';

/** A link is valid for a day unless asked otherwise; a week at most, so a leaked link does not live on. */
export const DEFAULT_TTL_MS = 24 * 3_600_000;
export const MAX_TTL_HOURS = 168;

const mac = (secret: string, kind: PreviewKind, id: number, expires: number) =>
  createHmac('sha256', secret).update(`preview\n${kind}\n${id}\n${expires}`).digest('base64url');

/** `{expiry in seconds}.{HMAC over kind, id and expiry}`: nothing to store, nothing to look up. */
export function signPreview(secret: string, kind: PreviewKind, id: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${mac(secret, kind, id, expires)}`;
}

export type TokenCheck = 'valid' | 'expired' | 'invalid';

/** Forged before expired: an altered expiry must not be reported as merely out of date. */
export function checkPreview(secret: string, kind: PreviewKind, id: number, token: string, now = Date.now()): TokenCheck {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return 'invalid';
  const expires = Number(m[1]);
  const given = Buffer.from(m[2]);
  const expected = Buffer.from(mac(secret, kind, id, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > now ? 'valid' : 'expired';
}
