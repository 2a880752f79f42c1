import { randomUUID } from 'node:crypto';
import type { ChangeTransport } from './transport.js';

/** Largest message sent as it is: PostgreSQL's NOTIFY payload limit is 8000 bytes. */
const MAX_MESSAGE = 7_000;

interface Envelope {
  /** The publishing process: it already applied the message itself. */
  o: string;
  /** Topic: `content` for cache invalidation; live score updates will add their own. */
  t: string;
  d: unknown;
}

type Handler = (data: unknown) => void;

export interface BusLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * The one channel between app processes. A published message is applied in this process at once and
 * reaches every other process through the transport; a process that lost the channel hears `reset`
 * when it is back, since it may have missed messages in between.
 */
export class ChangeBus {
  readonly origin = randomUUID();
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly lostHandlers = new Set<() => void>();
  private readonly resetHandlers = new Set<() => void>();
  private connected = true;

  constructor(
    private readonly transport: ChangeTransport,
    private readonly log: BusLogger,
  ) {}

  get transportName(): string {
    return this.transport.name;
  }

  /** The listening connection's name on the PostgreSQL or Redis server. */
  get connectionName(): string {
    return this.transport.connectionName;
  }

  /** False while the channel is down: other processes' changes are not arriving. */
  get isConnected(): boolean {
    return this.connected;
  }

  async start(): Promise<void> {
    await this.transport.start({
      onMessage: (raw) => this.receive(raw),
      onLost: () => {
        this.connected = false;
        this.log.warn({ transport: this.transport.name }, 'change channel lost; reconnecting');
        for (const h of this.lostHandlers) h();
      },
      onReset: () => {
        this.connected = true;
        this.log.info({ transport: this.transport.name }, 'change channel back');
        for (const h of this.resetHandlers) h();
      },
    });
  }

  on(topic: string, handler: Handler): void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
  }

  onLost(handler: () => void): void {
    this.lostHandlers.add(handler);
  }

  onReset(handler: () => void): void {
    this.resetHandlers.add(handler);
  }

  /**
   * Applies here, then sends to the others. `oversize` replaces data too big for the channel (for
   * invalidation: "everything"). A failed send is retried a few times: the change is already stored,
   * and the other processes would otherwise show the old version until their entries expire.
   */
  publish(topic: string, data: unknown, oversize?: unknown): void {
    this.dispatch(topic, data);
    let message = JSON.stringify({ o: this.origin, t: topic, d: data } satisfies Envelope);
    if (message.length > MAX_MESSAGE && oversize !== undefined) message = JSON.stringify({ o: this.origin, t: topic, d: oversize });
    void this.send(message, 0);
  }

  private async send(message: string, attempt: number): Promise<void> {
    try {
      await this.transport.publish(message);
    } catch (err) {
      if (attempt >= 5) {
        this.log.warn({ err, transport: this.transport.name }, 'change not sent to other processes');
        return;
      }
      setTimeout(() => void this.send(message, attempt + 1), 200 * 2 ** attempt).unref();
    }
  }

  private receive(raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === this.origin || typeof envelope.t !== 'string') return;
    this.dispatch(envelope.t, envelope.d);
  }

  private dispatch(topic: string, data: unknown): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(data);
      } catch (err) {
        this.log.warn({ err, topic }, 'change handler failed');
      }
    }
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}
