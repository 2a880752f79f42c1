import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWPORT, HOME_VIEWPORT } from '../constants/product.js';
import { viewportFor } from './viewport.js';

describe('viewportFor', () => {
  it('fixes the home page, and its /index alias, to 1200 px', () => {
    expect(HOME_VIEWPORT).toBe('width=1200');
    for (const path of ['/', '/index', '/index/', '/?utm=x', '/index?x=1', '/#top', ''])
      expect(viewportFor(path), path).toBe(HOME_VIEWPORT);
  });

  it('uses the device width everywhere else', () => {
    expect(DEFAULT_VIEWPORT).toBe('width=device-width, initial-scale=1');
    for (const path of ['/news', '/news/1/slug', '/index/more', '/indexes', '/admin', '/auth/login']) {
      expect(viewportFor(path), path).toBe(DEFAULT_VIEWPORT);
    }
  });
});
