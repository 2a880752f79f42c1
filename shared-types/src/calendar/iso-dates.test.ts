import { describe, expect, it } from 'vitest';
import { parseIsoDate, parseIsoDateTime } from './iso-dates.js';

describe('parseIsoDateTime', () => {
  it('reads an instant with its zone, the same as JavaScript does', () => {
    expect(parseIsoDateTime('2025-03-20T20:30:00Z')?.toISOString()).toBe('2025-03-20T20:30:00.000Z');
    expect(parseIsoDateTime('2025-03-21T00:00:00+03:30')?.toISOString()).toBe('2025-03-20T20:30:00.000Z');
    expect(parseIsoDateTime('2025-03-21 00:00:00.123456+0330')?.toISOString()).toBe('2025-03-20T20:30:00.123Z');
  });

  it('refuses dates that do not exist or that the database cannot hold', () => {
    for (const bad of [
      '2024-13-45T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '2024-12-31T23:59:60Z',
      '2024-01-01T24:00:00Z',
      '0000-01-01T00:00:00Z',
      '9999-12-31T00:00:00Z',
      '+099999-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '2024-01-01T00:00:00',
      '2024-01-01',
      '1e20',
      '',
      'constructor',
    ])
      expect(parseIsoDateTime(bad), bad).toBeNull();
  });

  it('judges the range by the instant, not by the digits written', () => {
    expect(parseIsoDateTime('2199-12-31T23:00:00-02:00')).toBeNull();
    expect(parseIsoDateTime('1900-01-01T01:00:00+00:30')?.getUTCFullYear()).toBe(1900);
  });
});

describe('parseIsoDate', () => {
  it('reads a calendar day as UTC midnight and refuses impossible ones', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of ['2023-02-29', '2024-13-01', '0000-01-01', '99999-01-01', '2024-1-1', '2024-01-01T00:00:00Z']) {
      expect(parseIsoDate(bad), bad).toBeNull();
    }
  });
});
