import { describe, expect, it } from 'vitest';
import { GateFull, WorkGate } from './work-gate.js';

const tick = () => new Promise((r) => setImmediate(r));

describe('WorkGate', () => {
  it('runs at most its limit at once, queues the next ones in order and refuses past the line', async () => {
    const gate = new WorkGate(1, 2);
    const first = await gate.acquire();
    const order: string[] = [];
    const second = gate.acquire().then((release) => (order.push('second'), release));
    const third = gate.acquire().then((release) => (order.push('third'), release));
    await expect(gate.acquire()).rejects.toBeInstanceOf(GateFull);
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    first();
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('hands a given-back turn to the first in line, so a newcomer cannot slip past the limit', async () => {
    const gate = new WorkGate(1, 5);
    const first = await gate.acquire();
    const waiting = gate.acquire();
    first();
    // Arrives after the turn was given back, before the waiter has run: it must wait its turn.
    let newcomer = false;
    const late = gate.acquire().then((release) => ((newcomer = true), release));
    await tick();
    expect(newcomer).toBe(false);
    expect(gate.load).toEqual({ running: 1, waiting: 1 });
    (await waiting)();
    (await late)();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('takes a waiter who gives up out of the line: it is never handed a turn', async () => {
    const gate = new WorkGate(1, 5);
    const first = await gate.acquire();
    const leaving = new AbortController();
    const gone = gate.acquire(false, leaving.signal);
    const stays = gate.acquire();
    leaving.abort(new Error('left'));
    await expect(gone).rejects.toThrow('left');
    expect(gate.load).toEqual({ running: 1, waiting: 1 });
    first();
    (await stays)();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives back one turn however often its release is called', async () => {
    const gate = new WorkGate(2, 0);
    const a = await gate.acquire();
    a();
    a();
    expect(gate.load.running).toBe(0);
    await gate.acquire();
    await gate.acquire();
    await expect(gate.acquire()).rejects.toBeInstanceOf(GateFull);
  });

  it('queues past a full line when asked to, for work that must not fail halfway', async () => {
    const gate = new WorkGate(1, 0);
    const first = await gate.acquire();
    const more = gate.acquire(true);
    first();
    (await more)();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
