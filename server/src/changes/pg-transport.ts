import pg from 'pg';
import type { ChangeTransport, TransportHandlers } from './transport.js';

export const CHANNEL = 'meydan_changes';
const PROBE_MS = 15_000;
const MAX_BACKOFF_MS = 5_000;

/**
 * PostgreSQL LISTEN/NOTIFY on a connection of its own (a pooled connection may not keep a LISTEN).
 * Publishing goes through `notify`, the app's own pool, so a broken listener never loses a publish.
 */
export class PgTransport implements ChangeTransport {
  readonly name = 'postgresql';
  private client: pg.Client | null = null;
  private handlers: TransportHandlers | null = null;
  private closed = false;
  private lost = false;
  private retry: NodeJS.Timeout | null = null;
  private probe: NodeJS.Timeout | null = null;
  private backoff = 250;

  constructor(
    private readonly connectionString: string,
    private readonly notify: (channel: string, message: string) => Promise<void>,
    readonly connectionName: string,
  ) {}

  async start(handlers: TransportHandlers): Promise<void> {
    this.handlers = handlers;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: this.connectionName });
    client.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload) this.handlers?.onMessage(n.payload);
    });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
    this.backoff = 250;
    // A silently dead connection (a NAT that forgot it) raises no event; a cheap query finds out.
    this.probe = setInterval(() => void client.query('select 1').catch(() => this.drop(client)), PROBE_MS);
    this.probe.unref();
    if (this.lost) {
      this.lost = false;
      this.handlers?.onReset();
    }
  }

  private drop(client: pg.Client): void {
    if (this.client !== client && this.client !== null) return;
    this.client = null;
    if (this.probe) clearInterval(this.probe);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (!this.lost) {
      this.lost = true;
      this.handlers?.onLost();
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.retry || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch(() => {
        this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
        this.scheduleReconnect();
      });
    }, this.backoff);
    this.retry.unref();
  }

  publish(message: string): Promise<void> {
    return this.notify(CHANNEL, message);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.probe) clearInterval(this.probe);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
