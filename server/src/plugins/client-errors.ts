import type { Socket } from 'node:net';

const MESSAGES: Record<number, string> = {
  400: 'درخواست HTTP خوانده نشد؛ نشانی یا سرآیندهای آن خراب است.',
  408: 'درخواست در زمان مجاز کامل نشد؛ دوباره تلاش کنید.',
  431: 'نشانی یا سرآیندهای درخواست بیش از حد طولانی است؛ فیلترها یا پارامترهای کوتاه‌تری بفرستید.',
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
  431: 'Request Header Fields Too Large',
};

/** What every JSON answer of ours carries, for answers written straight to the socket. */
const SAFE_HEADERS =
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n";

/** A Persian JSON refusal written straight to the socket, which is then closed. */
export function refuseOnSocket(socket: Socket, status: number, message: string, headers: Record<string, string> = {}): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n${SAFE_HEADERS}${extra}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // A client that never reads its answer must not keep the socket.
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an over-long URL, a broken header) get
 * the same Persian JSON as every other refusal, instead of Node's English text.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(err);
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  refuseOnSocket(socket, status, MESSAGES[status]);
}
