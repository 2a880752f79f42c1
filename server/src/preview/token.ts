import { createHmac, timingSafeEqual } from 'node:crypto';

export type PreviewKind = 'news' | 'gallery';

const mac = (secret: string, kind: PreviewKind, id: number, link: number, expires: number) =>
  createHmac('sha256', secret).update(`preview\n${kind}\n${id}\n${link}\n${expires}`).digest('base64url');

/**
 * `{link id}.{expiry in seconds}.{HMAC over kind, item, link and expiry}`. The signature proves the
 * server wrote it; the stored link (see preview-links.ts) says whether it still holds.
 */
export function signPreview(secret: string, kind: PreviewKind, id: number, link: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${link}.${expires}.${mac(secret, kind, id, link, expires)}`;
}

export type TokenCheck = { state: 'valid'; link: number } | { state: 'expired' } | { state: 'invalid' };

/** Forged before expired: an altered expiry must not be reported as merely out of date. */
export function checkPreview(secret: string, kind: PreviewKind, id: number, token: string, now = Date.now()): TokenCheck {
  const m = /^([1-9]\d{0,8})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { state: 'invalid' };
  const link = Number(m[1]);
  const expires = Number(m[2]);
  const given = Buffer.from(m[3]);
  const expected = Buffer.from(mac(secret, kind, id, link, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { state: 'invalid' };
  return expires * 1000 > now ? { state: 'valid', link } : { state: 'expired' };
}
