import { describe, expect, it } from 'vitest';
import { networkOf, RenderClientGone, RenderLineFull, RenderSlots, type Waiter } from './render-slots.js';

const tick = () => new Promise((r) => setImmediate(r));
const reader = (address = '198.51.100.1'): Waiter => ({ address, gone: () => false });
const roomy = (running: number) => new RenderSlots({ running, waiting: 100, waitingPerAddress: 100 });

/** One render slot, taken until `release`; `job(name)` notes in `started` when its turn comes. */
function oneSlotTaken() {
  const slots = roomy(1);
  const started: string[] = [];
  let release!: () => void;
  const busy = slots.run(() => new Promise<void>((r) => (release = r)), reader());
  const job = (name: string) => async () => {
    started.push(name);
  };
  return { slots, started, job, busy, release: () => release() };
}

describe('RenderSlots', () => {
  it('runs at most its limit of jobs at once, the rest in arrival order', async () => {
    const slots = roomy(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const jobs = [0, 1, 2, 3, 4].map((n) =>
      slots.run(async () => {
        started.push(n);
        await new Promise<void>((r) => (finish[n] = r));
        return n * 10;
      }, reader()),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.queued).toBe(3);
    finish[1]();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finish[0]();
    finish[2]();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3]();
    finish[4]();
    expect(await Promise.all(jobs)).toEqual([0, 10, 20, 30, 40]);
    expect(slots.queued).toBe(0);
  });

  it("takes turns: a reader's miss waits for one render of a flood, not for all of it", async () => {
    const { slots, started, job, release, busy } = oneSlotTaken();
    const flood = Array.from({ length: 8 }, (_, n) => slots.run(job(`junk ${n}`), reader('203.0.113.9')));
    const second = slots.run(job('other junk'), reader('192.0.2.10'));
    const readerMiss = slots.run(job('reader'), reader('198.51.100.7'));
    release();
    await Promise.all([busy, ...flood, second, readerMiss]);
    // One turn for each waiting network, in the order each first waited; then the flood alone.
    expect(started.slice(0, 4)).toEqual(['junk 0', 'other junk', 'reader', 'junk 1']);
    expect(started).toHaveLength(10);
    expect(slots.queued).toBe(0);
  });

  it('takes turns by network: a flood that gives each request its own address still waits as one', async () => {
    const { slots, started, job, release, busy } = oneSlotTaken();
    const flood = Array.from({ length: 8 }, (_, n) => slots.run(job(`junk ${n}`), reader(`198.18.0.${n + 1}`)));
    const readerMiss = slots.run(job('reader'), reader('192.0.2.44'));
    release();
    await Promise.all([busy, ...flood, readerMiss]);
    expect(started.slice(0, 3)).toEqual(['junk 0', 'reader', 'junk 1']);
  });

  it('names the network of an address: /24 for IPv4, /48 for IPv6', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:DB8:0abc::')).toBe('2001:db8:abc::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf('fe80::1')).toBe('fe80:0:0::/48');
  });

  it('gives the slot of a failed job to the next in line, and the failure to its caller', async () => {
    const slots = roomy(1);
    const failed = slots.run(async () => {
      throw new Error('render failed');
    }, reader());
    const next = slots.run(async () => 'rendered', reader());
    await expect(failed).rejects.toThrow('render failed');
    expect(await next).toBe('rendered');
    // The slot is free again: a new job starts at once.
    let ran = false;
    await slots.run(async () => {
      ran = true;
    }, reader());
    expect(ran).toBe(true);
  });

  it('refuses at once past the line for one address, and past the whole line, while others still get in', async () => {
    const slots = new RenderSlots({ running: 1, waiting: 3, waitingPerAddress: 2 });
    let release!: () => void;
    const busy = slots.run(() => new Promise<void>((r) => (release = r)), reader());
    const flood = [slots.run(async () => 'a', reader('203.0.113.9')), slots.run(async () => 'b', reader('203.0.113.9'))];
    await expect(slots.run(async () => 'c', reader('203.0.113.9'))).rejects.toEqual(new RenderLineFull('address'));
    // Another address still finds room in the line…
    const other = slots.run(async () => 'reader', reader('198.51.100.7'));
    // …until the line itself is full.
    await expect(slots.run(async () => 'late', reader('198.51.100.8'))).rejects.toEqual(new RenderLineFull('all'));
    release();
    await busy;
    expect(await Promise.all([...flood, other])).toEqual(['a', 'b', 'reader']);
    // Everyone served: the flooding address may queue again.
    expect(await slots.run(async () => 'again', reader('203.0.113.9'))).toBe('again');
  });

  it('skips the render of a client that hung up while it waited, and passes its turn on', async () => {
    const slots = roomy(1);
    let release!: () => void;
    const busy = slots.run(() => new Promise<void>((r) => (release = r)), reader());
    let left = false;
    let rendered = false;
    const departed = slots.run(
      async () => {
        rendered = true;
      },
      { address: '198.51.100.2', gone: () => left },
    );
    const next = slots.run(async () => 'next', reader());
    left = true;
    release();
    await busy;
    await expect(departed).rejects.toBeInstanceOf(RenderClientGone);
    expect(rendered).toBe(false);
    expect(await next).toBe('next');
  });
});
