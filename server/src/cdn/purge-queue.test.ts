import { afterEach, describe, expect, it } from 'vitest';
import { PurgeQueue } from './purge-queue.js';
import { PurgeFailed, type CdnPurger } from './purger.js';

/** A cache in front that records what it was asked and fails as told. */
class RecordingFront implements CdnPurger {
  readonly name = 'varnish' as const;
  readonly calls: (string[] | 'all')[] = [];
  failures: PurgeFailed[] = [];
  constructor(readonly maxTagsPerCall = 3) {}
  purgeTags(tags: readonly string[]): Promise<void> {
    return this.answer([...tags]);
  }
  purgeAll(): Promise<void> {
    return this.answer('all');
  }
  private answer(call: string[] | 'all'): Promise<void> {
    this.calls.push(call);
    const failure = this.failures.shift();
    return failure ? Promise.reject(failure) : Promise.resolve();
  }
}

const lines: string[] = [];
const log = {
  warn: (_: object, m: string) => lines.push(`warn ${m}`),
  error: (_: object, m: string) => lines.push(`error ${m}`),
  info: (_: object, m: string) => lines.push(`info ${m}`),
};
const fast = { batchMs: 5, maxBackoffMs: 20 };
afterEach(() => void (lines.length = 0));

describe('PurgeQueue', () => {
  it('sends the tags of changes close together in batches of the API size', async () => {
    const front = new RecordingFront(3);
    const queue = new PurgeQueue(front, log, fast);
    queue.add(['news:1', 'list:news']);
    queue.add(['news:2', 'list:news', 'every:news', 'layout']);
    await queue.settled();
    expect(front.calls).toEqual([
      ['news:1', 'list:news', 'news:2'],
      ['every:news', 'layout'],
    ]);
    expect(lines).toEqual([]);
  });

  it('tries a failed purge again, after the wait the API asked for, and says once that it works again', async () => {
    const front = new RecordingFront();
    front.failures = [new PurgeFailed('rate limited', true, 15), new PurgeFailed('bad gateway', true)];
    const queue = new PurgeQueue(front, log, fast);
    queue.add(['game:7']);
    await queue.settled();
    expect(front.calls).toEqual([['game:7'], ['game:7'], ['game:7']]);
    expect(lines).toEqual(['warn CDN purge failed; retrying', 'info CDN purge works again']);
  });

  it('widens to everything when a refusal will not change, and never drops it', async () => {
    const front = new RecordingFront();
    front.failures = [new PurgeFailed('403 token has no purge permission', false), new PurgeFailed('down', true)];
    const queue = new PurgeQueue(front, log, fast);
    queue.add(['news:3']);
    await queue.settled();
    expect(front.calls).toEqual([['news:3'], 'all', 'all']);
    expect(queue.waiting).toEqual({ tags: 0, everything: false });
    expect(lines[1]).toBe('warn CDN purge widened to everything');
  });

  it('widens after tag purges keep failing, and bounds what waits', async () => {
    const front = new RecordingFront();
    front.failures = Array.from({ length: 3 }, () => new PurgeFailed('503', true));
    const queue = new PurgeQueue(front, log, { ...fast, widenAfter: 3, maxPending: 4 });
    queue.add(['news:1']);
    await queue.settled();
    expect(front.calls).toEqual([['news:1'], ['news:1'], ['news:1'], 'all']);
    queue.add(['a', 'b', 'c', 'd', 'e']);
    expect(queue.waiting).toEqual({ tags: 0, everything: true });
    await queue.settled();
    expect(front.calls.at(-1)).toBe('all');
  });
});
