import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, PUBLIC_ROUTES } from '@meydan/shared-types/public';
import { PAGE_SOURCES, pageComponent } from './page-modules';

// jsdom gives the module an http URL: the site's folder is found from the test's working directory.
const siteRoot = resolve(process.cwd());

describe('the client half of every public page', () => {
  it('has a component, in a chunk of its own, for the view of every route', () => {
    expect(Object.keys(PUBLIC_PAGES).sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
    for (const [route, { view }] of Object.entries(PUBLIC_PAGES)) {
      if (view === null) continue;
      expect(pageComponent(view), route).not.toBeNull();
      const source = PAGE_SOURCES[view];
      expect(source, route).toBeTruthy();
      expect(existsSync(resolve(siteRoot, source!)), `${route}: ${source}`).toBe(true);
    }
  });
});
