import { describe, expect, it } from 'vitest';
import { progressBar } from './progress-bar.js';

function recorder(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, columns: 80, write: (s: string) => chunks.push(s) > 0 } };
}

describe('progressBar', () => {
  it('redraws one line with a bar, percentage and ETA on a terminal', () => {
    const { chunks, stream } = recorder(true);
    let t = 0;
    const progress = progressBar(stream, () => t);
    progress('news', 0, 100);
    t = 10_000;
    progress('news', 50, 100);
    t = 20_000;
    progress('news', 100, 100);
    expect(chunks[1]).toMatch(/^\rnews \[#+-+\] {2}50% ETA 10s/);
    expect(chunks[2]).toMatch(/100% 20s\x1b\[K\n$/);
  });

  it('writes plain lines at most every ten percent when not a terminal', () => {
    const { chunks, stream } = recorder(false);
    const progress = progressBar(stream, () => 0);
    for (let i = 0; i <= 100; i++) progress('games', i, 100);
    expect(chunks).toHaveLength(11);
    expect(chunks.at(-1)).toBe('games: 100/100 (100%) 0s\n');
  });
});
