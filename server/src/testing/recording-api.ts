import { STATUS_CODES } from 'node:http';
import { createServer, type Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  /** Names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  body: string;
  /** The body parsed, when it was sent as JSON. */
  json: unknown;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless a string. */
  body?: unknown;
}

export interface RecordingApi {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  /** How the next requests are answered; by default a bare 200. */
  respond: (request: RecordedRequest) => Reply;
  /** Stops listening: from then on a connection is refused. */
  close(): Promise<void>;
}

/**
 * A real HTTP/1.1 server on an ephemeral local port standing in for a CDN or its API: it writes down
 * every request as it arrived and answers what the test says, one request per connection.
 *
 * It reads HTTP itself over node:net because node:http's parser knows a fixed list of methods and
 * answers 400 to Varnish's BAN before any handler sees it; Varnish, like HTTP, takes any method token.
 */
export async function startRecordingApi(): Promise<RecordingApi> {
  const sockets = new Set<Socket>();
  const api: RecordingApi = { url: '', requests: [], respond: () => ({ status: 200 }), close: () => Promise.resolve() };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A client that gives up (a timeout) resets the connection; that is no failure of the test server.
    socket.on('error', () => undefined);
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const request = parseRequest(received);
      if (!request) return;
      socket.removeAllListeners('data');
      api.requests.push(request);
      socket.end(formatReply(api.respond(request)));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  api.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let closing: Promise<void> | null = null;
  api.close = () =>
    (closing ??= new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }));
  return api;
}

/** The request once its head and its Content-Length of body have arrived; null until then. */
function parseRequest(received: Buffer): RecordedRequest | null {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [requestLine, ...fieldLines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of fieldLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  if (headers['transfer-encoding']) throw new Error('the recording API reads only Content-Length bodies');
  const length = Number(headers['content-length'] ?? 0);
  if (received.length < headEnd + 4 + length) return null;
  const body = received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
  const [method, path] = requestLine.split(' ');
  const json: unknown = headers['content-type']?.startsWith('application/json') ? JSON.parse(body) : undefined;
  return { method, path, headers, body, json };
}

function formatReply({ status, headers = {}, body }: Reply): string {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const fields = {
    'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    ...headers,
    'content-length': String(Buffer.byteLength(text)),
    connection: 'close',
  };
  const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Unknown'}\r\n${head.join('')}\r\n${text}`;
}
