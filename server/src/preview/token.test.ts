import { describe, expect, it } from 'vitest';
import { checkPreview, signPreview } from './token.js';

const SECRET = 'x'.repeat(64);
const inOneHour = new Date(Date.now() + 3_600_000);

describe('preview tokens', () => {
  it('accept the item they were signed for until they expire, naming their link', () => {
    const token = signPreview(SECRET, 'news', 12, 7, inOneHour);
    expect(checkPreview(SECRET, 'news', 12, token)).toEqual({ state: 'valid', link: 7 });
    expect(checkPreview(SECRET, 'news', 12, token, inOneHour.getTime() + 1000)).toEqual({ state: 'expired' });
  });

  it('refuse another item, kind, link or secret, a moved expiry, the old format and garbage', () => {
    const token = signPreview(SECRET, 'news', 12, 7, inOneHour);
    const invalid = { state: 'invalid' };
    expect(checkPreview(SECRET, 'news', 13, token)).toEqual(invalid);
    expect(checkPreview(SECRET, 'gallery', 12, token)).toEqual(invalid);
    expect(checkPreview('y'.repeat(64), 'news', 12, token)).toEqual(invalid);
    const [link, expires, mac] = token.split('.');
    expect(checkPreview(SECRET, 'news', 12, `8.${expires}.${mac}`)).toEqual(invalid);
    expect(checkPreview(SECRET, 'news', 12, `${link}.${Number(expires) + 86_400}.${mac}`)).toEqual(invalid);
    // A link of the stateless kind handed out before links were kept: it cannot be revoked, so it no longer opens.
    expect(checkPreview(SECRET, 'news', 12, `${expires}.${mac}`)).toEqual(invalid);
    expect(checkPreview(SECRET, 'news', 12, '')).toEqual(invalid);
    expect(checkPreview(SECRET, 'news', 12, `${link}.${expires}.${mac.slice(0, -1)}`)).toEqual(invalid);
  });
});
