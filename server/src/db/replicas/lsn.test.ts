import { describe, expect, it } from 'vitest';
import { formatLsn, parseLsn } from './lsn.js';

const lsn = (text: string) => {
  const value = parseLsn(text);
  if (value === null) throw new Error(`not a position: ${text}`);
  return value;
};

describe('WAL positions', () => {
  it('reads both hexadecimal halves of a pg_lsn', () => {
    expect(lsn('0/3000148')).toBe(0x3000148n);
    expect(lsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsn('0/0')).toBe(0n);
    expect(lsn('FFFFFFFF/FFFFFFFF')).toBe(2n ** 64n - 1n);
  });

  it('orders positions by number where their text misorders them', () => {
    // As strings each pair sorts the other way round.
    expect(lsn('10/0') > lsn('9/FFFFFFFF')).toBe(true);
    expect('10/0' > '9/FFFFFFFF').toBe(false);
    expect(lsn('0/1000000') > lsn('0/FFFFFF')).toBe(true);
    expect(lsn('1/0') > lsn('0/FFFFFFFF')).toBe(true);
    expect(lsn('0/3000148') < lsn('0/3000150')).toBe(true);
    expect(lsn('0/a0') === lsn('0/A0')).toBe(true);
  });

  it('writes a position as PostgreSQL does, and reads back what it wrote', () => {
    for (const text of ['0/3000148', '16/B374D848', '0/0', 'FFFFFFFF/FFFFFFFF']) expect(formatLsn(lsn(text))).toBe(text);
  });

  it('refuses what is not a position', () => {
    for (const bad of ['', '0', '0/', '/1', '0/1/2', 'x/1', '123456789/0', '0/123456789', ' 0/1', null, 42, undefined, {}]) {
      expect(parseLsn(bad)).toBeNull();
    }
  });
});
