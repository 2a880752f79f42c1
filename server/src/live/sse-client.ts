import type { ServerResponse } from 'node:http';
import { formatLiveEventId } from '@meydan/shared-types/public';

/** Past this much unsent output the reader is not keeping up: dropping it lets it resume from its last id. */
const MAX_BUFFERED_BYTES = 512 * 1024;

/** One open stream: the games it follows and the version of each it was last sent. */
export class SseClient {
  private closed = false;

  constructor(
    private readonly res: ServerResponse,
    readonly games: readonly number[],
    /** What the reader holds: from its Last-Event-ID at first, then whatever was sent. */
    readonly versions: Map<number, string>,
  ) {}

  get isOpen(): boolean {
    return !this.closed && !this.res.destroyed && this.res.writable;
  }

  /** Sends a game's state unless the reader holds that version already. */
  sendState(gameId: number, version: string, eventBody: string): void {
    if (this.versions.get(gameId) === version) return;
    this.versions.set(gameId, version);
    this.write(`id: ${formatLiveEventId(this.versions)}\n${eventBody}`);
  }

  write(chunk: string): void {
    if (!this.isOpen) return;
    this.res.write(chunk);
    if (this.res.writableLength > MAX_BUFFERED_BYTES) this.res.destroy();
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    if (!this.res.destroyed) this.res.end();
  }
}
