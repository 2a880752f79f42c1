/**
 * How change messages travel between app processes. A transport delivers every message published by
 * any process (its own included: the bus drops those), and calls `onReset` after it lost the channel
 * and got it back, since messages may have been missed in between.
 */
export interface ChangeTransport {
  readonly name: string;
  /** What this process's listening connection is called on the server (to find it there). */
  readonly connectionName: string;
  start(handlers: TransportHandlers): Promise<void>;
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

export interface TransportHandlers {
  onMessage(message: string): void;
  /** The channel is down: nothing published elsewhere reaches this process until `onReset`. */
  onLost(): void;
  onReset(): void;
}

/** The embedded database serves exactly one process, so a change has nowhere else to go. */
export class LocalTransport implements ChangeTransport {
  readonly name = 'local';
  readonly connectionName = '';
  async start(): Promise<void> {}
  async publish(): Promise<void> {}
  async close(): Promise<void> {}
}
