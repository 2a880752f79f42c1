import { describe, expect, it } from 'vitest';
import { checkPreview, signPreview } from './token.js';

const SECRET = 'x'.repeat(64);
const inOneHour = new Date(Date.now() + 3_600_000);

describe('preview tokens', () => {
  it('accept the item they were signed for until they expire', () => {
    const token = signPreview(SECRET, 'news', 12, inOneHour);
    expect(checkPreview(SECRET, 'news', 12, token)).toBe('valid');
    expect(checkPreview(SECRET, 'news', 12, token, inOneHour.getTime() + 1000)).toBe('expired');
  });

  it('refuse another item, another kind, another secret, a moved expiry and garbage', () => {
    const token = signPreview(SECRET, 'news', 12, inOneHour);
    expect(checkPreview(SECRET, 'news', 13, token)).toBe('invalid');
    expect(checkPreview(SECRET, 'gallery', 12, token)).toBe('invalid');
    expect(checkPreview('y'.repeat(64), 'news', 12, token)).toBe('invalid');
    const [expires, mac] = token.split('.');
    expect(checkPreview(SECRET, 'news', 12, `${Number(expires) + 86_400}.${mac}`)).toBe('invalid');
    expect(checkPreview(SECRET, 'news', 12, '')).toBe('invalid');
    expect(checkPreview(SECRET, 'news', 12, `${expires}.${mac.slice(0, -1)}`)).toBe('invalid');
  });
});
