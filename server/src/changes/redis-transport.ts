import { Redis } from 'ioredis';
import type { ChangeTransport, TransportHandlers } from './transport.js';

export const REDIS_CHANNEL = 'meydan:changes';

/** Redis pub/sub: one subscriber connection, one for publishing; ioredis reconnects and resubscribes. */
export class RedisTransport implements ChangeTransport {
  readonly name = 'redis';
  private readonly sub: Redis;
  private readonly pub: Redis;
  private lost = false;
  private closed = false;

  constructor(
    url: string,
    readonly connectionName: string,
  ) {
    const options = { maxRetriesPerRequest: 2, retryStrategy: (n: number) => Math.min(n * 250, 5_000), lazyConnect: true };
    this.sub = new Redis(url, { ...options, connectionName });
    this.pub = new Redis(url, options);
    // Errors surface through 'close'/'ready'; without a listener ioredis would print each one.
    this.sub.on('error', () => undefined);
    this.pub.on('error', () => undefined);
  }

  async start(handlers: TransportHandlers): Promise<void> {
    this.sub.on('message', (channel: string, message: string) => {
      if (channel === REDIS_CHANNEL) handlers.onMessage(message);
    });
    this.sub.on('close', () => {
      if (this.lost || this.closed) return;
      this.lost = true;
      handlers.onLost();
    });
    this.sub.on('ready', () => {
      if (!this.lost) return;
      this.lost = false;
      handlers.onReset();
    });
    await Promise.all([this.sub.connect(), this.pub.connect()]);
    await this.sub.subscribe(REDIS_CHANNEL);
  }

  async publish(message: string): Promise<void> {
    await this.pub.publish(REDIS_CHANNEL, message);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
