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
    // The next ticks move the other games under way in turn (how many are under way depends on the
    // hour the set is seeded at); then the ticker comes back to this one, which has one more shot.
    const second = await ticker.tick();
    expect(second!.game).not.toBe(first!.game);
    let back = false;
    for (let i = 0; i < 5 && !back; i++) back = (await ticker.tick())!.game === first!.game;
    expect(back).toBe(true);
    const later = await centre(first!.game);
    expect(later.stats.home.shots! + later.stats.away.shots!).toBe(shots + 1);
    expect(later.commentary.entries.filter((e) => e.kind === 'note').length).toBeGreaterThan(
      after.commentary.entries.filter((e) => e.kind === 'note').length,
    );
  });
});
