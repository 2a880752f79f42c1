import { describe, expect, it } from 'vitest';
import {
  AppError,
  createError,
  ERROR_COPY,
  errorVariant,
  invalidPageError,
  isAppError,
  pageNotFoundMessage,
  unmatchedRouteError,
} from './errors.js';

describe('createError', () => {
  it('defaults to a non-fatal 500 «Internal Server Error»', () => {
    const err = createError();
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ statusCode: 500, message: 'Internal Server Error', fatal: false, data: undefined });
  });

  it('says «Page Not Found» for a 404 without a message', () => {
    expect(createError({ statusCode: 404 }).message).toBe('Page Not Found');
  });

  it('says «Internal Server Error» for any other status without a message', () => {
    expect(createError({ statusCode: 503 }).message).toBe('Internal Server Error');
    expect(createError({ statusCode: 403 }).message).toBe('Internal Server Error');
  });

  it('keeps the given message, fatal flag and data', () => {
    const err = createError({ statusCode: 410, message: 'Gone', fatal: true, data: { id: 3 } });
    expect(err).toMatchObject({ statusCode: 410, message: 'Gone', fatal: true, data: { id: 3 } });
  });

  it('can be thrown and recognised', () => {
    expect(() => {
      throw createError({ statusCode: 404 });
    }).toThrow(AppError);
    expect(isAppError(createError())).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
  });
});

describe('not-found errors', () => {
  it('formats the validity-check message with the path', () => {
    expect(pageNotFoundMessage('/news/abc/slug')).toBe('Page Not Found: /news/abc/slug');
  });

  it('makes a failed validity check a fatal 404 carrying the path', () => {
    expect(invalidPageError('/news/abc/slug')).toMatchObject({
      statusCode: 404,
      fatal: true,
      message: 'Page Not Found: /news/abc/slug',
      data: { path: '/news/abc/slug' },
    });
  });

  it('makes an unmatched path a non-fatal «Page not found»', () => {
    expect(unmatchedRouteError('/nowhere')).toMatchObject({ statusCode: 404, fatal: false, message: 'Page not found' });
  });
});

describe('error page', () => {
  it('shows the not-found variant for 404 and the server-error variant for anything else', () => {
    expect(errorVariant(404)).toBe('not-found');
    for (const status of [500, 502, 403, 400, 0]) expect(errorVariant(status)).toBe('server-error');
  });

  it('has Persian copy for both variants', () => {
    expect(ERROR_COPY['not-found'].title).toBe('صفحه پیدا نشد');
    expect(ERROR_COPY['server-error'].title).toBe('خطای داخلی سرور');
    for (const copy of Object.values(ERROR_COPY)) {
      expect(copy.description.length).toBeGreaterThan(0);
      expect(copy.action.length).toBeGreaterThan(0);
    }
  });
});
