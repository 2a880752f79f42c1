import { LIVE_EVENT } from '@meydan/shared-types/public';
import type { LiveState } from './live-state.js';
import type { SseClient } from './sse-client.js';

export interface LiveHubOptions {
  /** Reads the committed state of these games (unknown ids are simply absent). */
  load(ids: readonly number[]): Promise<Map<number, LiveState>>;
  heartbeatMs: number;
  log: { warn(obj: object, msg: string): void };
}

const eventBody = (state: LiveState, now: number) => `event: ${LIVE_EVENT}\ndata: {"now":${now},"game":${state.json}}\n\n`;

/**
 * Every open live stream of this process, grouped by game: one subscription per game however many
 * readers follow it, one read of the database per change (shared by all of them), one heartbeat timer.
 * States are kept only while someone follows the game.
 */
export class LiveHub {
  private readonly clients = new Set<SseClient>();
  private readonly followers = new Map<number, Set<SseClient>>();
  private readonly states = new Map<number, LiveState>();
  /** The load batch that last set each game's state: an older read finishing late must not undo a newer one. */
  private readonly appliedBatch = new Map<number, number>();
  private readonly queued = new Set<number>();
  private nextBatch: Promise<void> | null = null;
  private batchSeq = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: LiveHubOptions) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  get gameCount(): number {
    return this.followers.size;
  }

  /**
   * Starts following the client's games and sends each state it does not hold yet. `fresh` reads every
   * one of them again instead of trusting kept states (while the change channel is down they may be old).
   */
  async add(client: SseClient, fresh: boolean): Promise<void> {
    // A reader gone before it was registered would never be removed.
    if (this.closed || !client.isOpen) return client.end();
    this.clients.add(client);
    for (const id of client.games) {
      let set = this.followers.get(id);
      if (!set) this.followers.set(id, (set = new Set()));
      set.add(client);
    }
    const missing = fresh ? client.games : client.games.filter((id) => !this.states.has(id));
    if (missing.length) await this.refresh(missing);
    const now = Date.now();
    for (const id of client.games) {
      const state = this.states.get(id);
      if (state) client.sendState(id, state.version, eventBody(state, now));
    }
  }

  remove(client: SseClient): void {
    this.clients.delete(client);
    for (const id of client.games) {
      const set = this.followers.get(id);
      if (!set) continue;
      set.delete(client);
      if (set.size === 0) {
        this.followers.delete(id);
        this.states.delete(id);
        this.appliedBatch.delete(id);
      }
    }
  }

  /** Re-reads these games (those anyone follows) and sends what changed; calls within one turn share one read. */
  refresh(ids: Iterable<number>): Promise<void> {
    for (const id of ids) if (this.followers.has(id)) this.queued.add(id);
    if (this.queued.size === 0) return Promise.resolve();
    this.nextBatch ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        const batch = [...this.queued];
        this.queued.clear();
        this.nextBatch = null;
        this.load(batch, ++this.batchSeq).finally(resolve);
      });
    });
    return this.nextBatch;
  }

  /** Every followed game, after the change channel came back: changes may have been missed meanwhile. */
  refreshAll(): Promise<void> {
    return this.refresh([...this.followers.keys()]);
  }

  private async load(ids: number[], seq: number): Promise<void> {
    let states: Map<number, LiveState>;
    try {
      states = await this.options.load(ids);
    } catch (err) {
      // Readers keep what they have; the next change (or their reconnect) reads again.
      this.options.log.warn({ err, games: ids.length }, 'live game states could not be read');
      return;
    }
    const now = Date.now();
    for (const id of ids) {
      const state = states.get(id);
      if (!state || !this.followers.has(id) || (this.appliedBatch.get(id) ?? 0) > seq) continue;
      this.appliedBatch.set(id, seq);
      if (this.states.get(id)?.version === state.version) continue;
      this.states.set(id, state);
      const body = eventBody(state, now);
      for (const client of this.followers.get(id) ?? []) client.sendState(id, state.version, body);
    }
  }

  private beat(): void {
    for (const client of this.clients) client.write(': heartbeat\n\n');
  }

  /** Ends every stream (shutdown must not wait for readers who never leave). */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    const all = [...this.clients];
    this.clients.clear();
    this.followers.clear();
    this.states.clear();
    for (const client of all) client.end();
  }
}
