import { describe, expect, it } from 'vitest';
import { HYDRATION_SCRIPT_ID } from '@meydan/shared-types/public';
import { layout, pagePayload, state } from '../test/fixtures';
import { readHydrationState, serializeState } from './hydration';

describe('hydration state', () => {
  it('survives a round trip through a script element, even with markup in the data', () => {
    const original = state('/about', pagePayload('about'));
    const hostile = { ...original, layout: { ...layout, siteTitle: '</script><script>alert(1)</script>' } };
    const json = serializeState(hostile);
    expect(json).not.toContain('</script>');
    document.body.innerHTML = `<script id="${HYDRATION_SCRIPT_ID}" type="application/json">${json}</script>`;
    expect(readHydrationState(document)).toEqual(hostile);
  });
});
