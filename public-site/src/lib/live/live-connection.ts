import { formatLiveEventId, LIVE_EVENT, LIVE_PATH, parseLiveEventId, type LiveGame, type LiveMessage } from '@meydan/shared-types/public';
import { noteServerTime } from '../server-clock';
import { reconnectDelay } from './follow';

type Listener = () => void;

/**
 * The page's one live stream, shared by every component showing games: it follows the union of the
 * games they ask for, reopening when that set changes. On an error it closes and comes back with
 * back-off (the browser's own retry would hammer a server that is down), handing the last event id
 * back so that only what changed meanwhile is sent again.
 */
class LiveConnection {
  private readonly followed = new Map<number, number>();
  private readonly shown = new Map<number, number>();
  private readonly states = new Map<number, LiveGame>();
  private readonly listeners = new Set<Listener>();
  private source: EventSource | null = null;
  private openKey = '';
  private lastEventId = '';
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private syncQueued = false;
  /** Bumped on every change, for useSyncExternalStore. */
  version = 0;

  /** Keeps live states of these games while a component shows them. */
  show(ids: readonly number[]): () => void {
    return this.count(this.shown, ids, (id) => {
      this.states.delete(id);
      // Shown again later, from a newer page, the game's state must come again too.
      const held = parseLiveEventId(this.lastEventId);
      held.delete(id);
      this.lastEventId = formatLiveEventId(held);
    });
  }

  /** Streams these games while a component wants them followed. */
  follow(ids: readonly number[]): () => void {
    return this.count(this.followed, ids, () => undefined);
  }

  get(id: number): LiveGame | undefined {
    return this.states.get(id);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private count(map: Map<number, number>, ids: readonly number[], gone: (id: number) => void): () => void {
    for (const id of ids) map.set(id, (map.get(id) ?? 0) + 1);
    this.queueSync();
    return () => {
      for (const id of ids) {
        const n = (map.get(id) ?? 0) - 1;
        if (n > 0) map.set(id, n);
        else {
          map.delete(id);
          gone(id);
        }
      }
      this.queueSync();
    };
  }

  /** Components mount and unmount in batches: one reconnect for the whole batch. */
  private queueSync(): void {
    if (this.syncQueued) return;
    this.syncQueued = true;
    setTimeout(() => {
      this.syncQueued = false;
      this.sync();
    }, 0);
  }

  private sync(): void {
    const key = [...this.followed.keys()].sort((a, b) => a - b).join(',');
    if (key === this.openKey && (this.source || this.retry)) return;
    this.close();
    this.openKey = key;
    this.failures = 0;
    if (key) this.open();
  }

  private open(): void {
    this.retry = null;
    const resume = this.lastEventId ? `&lastEventId=${encodeURIComponent(this.lastEventId)}` : '';
    const source = new EventSource(`${LIVE_PATH}?games=${this.openKey}${resume}`);
    this.source = source;
    source.onopen = () => {
      this.failures = 0;
    };
    source.addEventListener(LIVE_EVENT, (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as LiveMessage;
      if ((event as MessageEvent).lastEventId) this.lastEventId = (event as MessageEvent).lastEventId;
      noteServerTime(message.now);
      if (!this.shown.has(message.game.id)) return;
      this.states.set(message.game.id, message.game);
      this.version++;
      for (const listener of this.listeners) listener();
    });
    source.onerror = () => {
      source.close();
      if (this.source !== source) return;
      this.source = null;
      this.retry = setTimeout(() => this.open(), reconnectDelay(this.failures++));
    };
  }

  private close(): void {
    this.source?.close();
    this.source = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }
}

export const liveConnection = new LiveConnection();
