import { describe, expect, it } from 'vitest';
import { isPagePayload } from './page-payload';

const head = { title: 'اخبار', description: '', canonical: '/news', image: null, type: 'website', jsonLd: [] };

describe('isPagePayload', () => {
  it("accepts the loader's page, error and redirect answers", () => {
    expect(isPagePayload({ kind: 'page', page: 'newsList', status: 200, head, data: {} })).toBe(true);
    expect(isPagePayload({ kind: 'error', status: 404, head, error: { statusCode: 404, fatal: true, message: 'x' } })).toBe(true);
    expect(isPagePayload({ kind: 'redirect', status: 301, location: '/news/1/a' })).toBe(true);
  });

  it("refuses the server's JSON errors and other JSON, which the pages cannot render", () => {
    expect(isPagePayload({ message: 'Service Unavailable' })).toBe(false);
    expect(isPagePayload({ statusCode: 500, error: 'Internal Server Error', message: 'boom' })).toBe(false);
    expect(isPagePayload({ kind: 'page', page: 'newsList' })).toBe(false);
    expect(isPagePayload({ kind: 'error', head })).toBe(false);
    expect(isPagePayload(null)).toBe(false);
    expect(isPagePayload([])).toBe(false);
    expect(isPagePayload('<html>')).toBe(false);
  });
});
