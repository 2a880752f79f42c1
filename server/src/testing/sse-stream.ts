import http from 'node:http';

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/** Incremental `text/event-stream` parser: feed it chunks, hear events and comment lines. */
export function sseParser(onEvent: (e: SseEvent) => void, onComment: (text: string) => void = () => undefined) {
  let buffer = '';
  let lastId: string | undefined;
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      let sawField = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          onComment(line.slice(1).trim());
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') {
          event = value;
          sawField = true;
        } else if (field === 'data') {
          data.push(value);
          sawField = true;
        } else if (field === 'id') lastId = value;
      }
      if (sawField && data.length) onEvent({ id: lastId, event, data: data.join('\n') });
    }
  };
}

/** A reader of one live stream over plain HTTP, as a browser's EventSource would hold it open. */
export class SseStream {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  private waiters: (() => void)[] = [];
  ended = false;

  private constructor(
    private readonly request: http.ClientRequest,
    readonly status: number,
    readonly headers: http.IncomingHttpHeaders,
    readonly body: string,
  ) {}

  /** Opens the stream; resolves with its status and headers (and the body, for an answer that is not a stream). */
  static open(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
        res.setEncoding('utf8');
        if (!String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          let body = '';
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve(new SseStream(request, res.statusCode ?? 0, res.headers, body)));
          return;
        }
        const stream = new SseStream(request, res.statusCode ?? 0, res.headers, '');
        const feed = sseParser(
          (e) => stream.push(() => stream.events.push(e)),
          (c) => stream.push(() => stream.comments.push(c)),
        );
        res.on('data', feed);
        res.on('close', () => stream.push(() => (stream.ended = true)));
        resolve(stream);
      });
      request.on('error', reject);
    });
  }

  private push(apply: () => void): void {
    apply();
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Waits until `check` holds (checked now and after every event, comment or end), or fails after `ms`. */
  until<T>(check: () => T | undefined | false, ms: number, what = 'the expected event'): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms} ms`)), ms);
      const test = () => {
        const value = check();
        if (value) {
          clearTimeout(timer);
          resolve(value);
        } else this.waiters.push(test);
      };
      test();
    });
  }

  /** The data of every `game` event so far, parsed. */
  games<T = { now: number; game: { id: number; homeScore: number | null; awayScore: number | null; status: string } }>(): T[] {
    return this.events.filter((e) => e.event === 'game').map((e) => JSON.parse(e.data) as T);
  }

  close(): void {
    this.request.destroy();
  }
}
