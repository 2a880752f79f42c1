import type { FastifyReply } from 'fastify';
import { NO_STORE } from './http-cache.js';

export const RETRY_AFTER_S = '5';
export const UNAVAILABLE_MESSAGE = 'سرویس موقتاً در دسترس نیست؛ چند لحظه بعد دوباره تلاش کنید.';

/** Public JSON while the database is down and nothing was kept: a 503 the client can retry. */
export function sendUnavailableJson(reply: FastifyReply) {
  return reply.code(503).header('retry-after', RETRY_AFTER_S).header('cache-control', NO_STORE).send({ message: UNAVAILABLE_MESSAGE });
}
