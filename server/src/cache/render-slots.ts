import { AddressCounts } from '../security/address-counts.js';

/** Who waits for a render: the address it is counted against, and whether it is still there to answer. */
export interface Waiter {
  address: string;
  /** True once the client has hung up: its render is skipped when its turn comes. */
  gone(): boolean;
}

/** The line of renders is full: for this address (`address`, a 429) or for everyone (`all`, a 503). */
export class RenderLineFull extends Error {
  constructor(readonly scope: 'address' | 'all') {
    super(scope === 'address' ? 'too many renders waiting for this address' : 'too many renders waiting');
  }
}

/** The client left while its render waited; nothing was rendered and there is nobody to answer. */
export class RenderClientGone extends Error {
  constructor() {
    super('the client left before its render began');
  }
}

export interface RenderSlotLimits {
  /** Renders at once. */
  running: number;
  /** Renders waiting, in all. */
  waiting: number;
  /** Renders waiting for one address: one client flooding made-up pages waits behind itself only. */
  waitingPerAddress: number;
}

/**
 * Runs at most `running` jobs at once and the rest in turns, one network at a time (see `lines`).
 * Rendering misses is CPU work on one thread: fifty of them in flight do not finish sooner than a few
 * at a time, but every database answer that arrives together runs its synchronous part (hydration,
 * React) in one turn of the event loop, so the loop stalls for all of them together and fifty
 * half-built pages sit in the heap at once.
 *
 * The line is bounded, in all and per address, so a flood of made-up paths from one client is refused
 * at once instead of queueing ahead of every reader's miss; and a job whose client hung up while it
 * waited gives its turn away without rendering.
 */
export class RenderSlots {
  private running = 0;
  /**
   * Who waits, in one line per network (see `networkOf`); the map's order is the order of turns. After
   * its turn a network with more waiting goes to the back, so one network flooding made-up paths takes
   * one turn in each round, and a reader's miss waits for one render per other waiting network, not for
   * the flood, even when the flood gives each request an address of its own.
   */
  private readonly lines = new Map<string, Turn[]>();
  private waitingCount = 0;
  private readonly perAddress: AddressCounts;

  constructor(private readonly limits: RenderSlotLimits) {
    this.perAddress = new AddressCounts(limits.waitingPerAddress);
  }

  get queued(): number {
    return this.waitingCount;
  }

  async run<T>(job: () => Promise<T>, waiter: Waiter): Promise<T> {
    if (this.running < this.limits.running) this.running++;
    else await this.wait(waiter);
    try {
      if (waiter.gone()) throw new RenderClientGone();
      return await job();
    } finally {
      // The slot passes straight to the next turn, or is given back.
      const next = this.nextTurn();
      if (next) {
        next.leave();
        next.start();
      } else this.running--;
    }
  }

  private wait(waiter: Waiter): Promise<void> {
    if (this.waitingCount >= this.limits.waiting) throw new RenderLineFull('all');
    const leave = this.perAddress.take(waiter.address);
    if (!leave) throw new RenderLineFull('address');
    const network = networkOf(waiter.address);
    return new Promise<void>((start) => {
      const line = this.lines.get(network);
      if (line) line.push({ start, leave });
      else this.lines.set(network, [{ start, leave }]);
      this.waitingCount++;
    });
  }

  /** The first in line of the network whose turn it is; that network goes to the back. */
  private nextTurn(): Turn | undefined {
    const first = this.lines.entries().next();
    if (first.done) return undefined;
    const [network, line] = first.value;
    const turn = line.shift()!;
    this.lines.delete(network);
    if (line.length) this.lines.set(network, line);
    this.waitingCount--;
    return turn;
  }
}

interface Turn {
  start: () => void;
  leave: () => void;
}

/**
 * The network an address is taken from, as one party rents or runs it: its /24 for IPv4 (also written
 * as IPv4-mapped IPv6), its /48 for IPv6. A flood that gives each request an address of its own still
 * comes from a few such blocks; readers of one carrier behind many addresses share a turn, which costs
 * them one render's wait at most per other network.
 */
export function networkOf(address: string): string {
  const v4 = /(?:^|:)(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.0/24`;
  const [head, tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 3)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/48`;
}
