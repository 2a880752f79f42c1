import type { GameCentre } from '@meydan/shared-types/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestApp } from '../../testing/index.js';
import { DemoTicker } from './demo-ticker.js';

let t: TestApp & { url: string };

beforeAll(async () => {
  t = await startTestServer();
}, 300_000);
afterAll(() => t?.close());

const centre = async (id: number) => (await (await fetch(`${t.url}/api/public/games/${id}/centre`)).json()) as GameCentre;

describe('the demo while it runs', () => {
  it('moves a game under way on: a new running note at the minute being played, and more shots counted', async () => {
    const ticker = new DemoTicker(t.url);
    const first = await ticker.tick();
    expect(first).not.toBeNull();
    const after = await centre(first!.game);
    expect(after.commentary.entries[0]).toMatchObject({ kind: 'note', text: first!.text, minute: first!.minute });
    const shots = after.stats.home.shots! + after.stats.away.shots!;
    expect(after.stats.home.possession! + after.stats.away.possession!).toBe(100);
    // The next tick moves the other game under way; the one after comes back to this one with one more shot.
    const second = await ticker.tick();
    expect(second!.game).not.toBe(first!.game);
    await ticker.tick();
    const later = await centre(first!.game);
    expect(later.stats.home.shots! + later.stats.away.shots!).toBe(shots + 1);
    expect(later.commentary.entries.filter((e) => e.kind === 'note').length).toBeGreaterThan(
      after.commentary.entries.filter((e) => e.kind === 'note').length,
    );
  });
});
