import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './accepted-encoding.js';

describe('the encoding a kept body is sent in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*;q=0, identity', null],
    ['gzip;q=0.8, br;q=0.5', 'gzip'],
    ['br;q=0.1, gzip;q=0', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity;q=0', null],
    ['deflate', null],
    ['GZIP', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    ['', null],
    [undefined, null],
  ])('%j → %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
    expect(acceptedEncoding(header)).toBe(encoding);
  });

  it('still answers right once more distinct headers came than it keeps', () => {
    for (let i = 0; i < 200; i++) expect(acceptedEncoding(`gzip;q=0.${(i % 9) + 1}, x-${i}`)).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
  });
});
