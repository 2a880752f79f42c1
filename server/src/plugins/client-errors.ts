import type { Socket } from 'node:net';

const MESSAGES: Record<number, string> = {
  400: 'درخواست HTTP خوانده نشد؛ نشانی یا سرآیندهای آن خراب است.',
  408: 'درخواست در زمان مجاز کامل نشد؛ دوباره تلاش کنید.',
  431: 'نشانی یا سرآیندهای درخواست بیش از حد طولانی است؛ فیلترها یا پارامترهای کوتاه‌تری بفرستید.',
};

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
  const body = JSON.stringify({ message: MESSAGES[status] });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
