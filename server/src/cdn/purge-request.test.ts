import { describe, expect, it } from 'vitest';
import { checkTags, isRetryable, retryAfterMs } from './purge-request.js';

describe('retryAfterMs', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const after = (value: string) => retryAfterMs(new Headers({ 'retry-after': value }), now);

  it('reads delay-seconds and an HTTP-date', () => {
    expect(after('120')).toBe(120_000);
    expect(after('0')).toBe(0);
    expect(after('Sun, 01 Jun 2025 12:00:30 GMT')).toBe(30_000);
    expect(after('Sun, 01 Jun 2025 11:00:00 GMT')).toBe(0);
  });

  it('is null when absent or unreadable', () => {
    expect(retryAfterMs(new Headers(), now)).toBeNull();
    expect(after('soon')).toBeNull();
    expect(after('-5')).toBeNull();
  });
});

describe('isRetryable', () => {
  it('retries a 429 and a 5xx, nothing else', () => {
    expect([429, 500, 502, 503, 504].every(isRetryable)).toBe(true);
    expect([400, 401, 403, 404, 413].some(isRetryable)).toBe(false);
  });
});

describe('checkTags', () => {
  it('accepts the tags the server makes, up to the limit', () => {
    expect(() => checkTags('CDN', ['news:1', 'list:gallery', 'layout', 'clock:today', '*'], 5)).not.toThrow();
  });

  it('refuses, as not retryable, too many tags and tags a header or a list would misread', () => {
    for (const tags of [['a', 'b', 'c'], [''], ['news:1 layout'], ['a,b'], ['news:1\r\nx: y'], ['خبر'], ['x'.repeat(1025)]]) {
      expect(() => checkTags('CDN', tags, 2)).toThrow(expect.objectContaining({ retryable: false }));
    }
  });
});
