import fp from 'fastify-plugin';
import { HttpError } from '../http-errors.js';

const MESSAGE = 'درخواست نویسهٔ تهی (NUL، \\u0000) دارد که در هیچ متنی مجاز نیست؛ آن را حذف کنید و دوباره بفرستید.';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v));
  return false;
}

/**
 * No real input holds a NUL character, and PostgreSQL cannot store one: sent inside a statement it breaks
 * the connection's protocol, which looks like a database outage. So it is refused at the door, in the
 * URL (path and query) and in JSON bodies, with a 400 instead of a 503.
 */
export default fp(
  async (app) => {
    // Callback hooks, cheap on the hot path: '%00' has no letters, so no case to fold.
    app.addHook('onRequest', (request, _reply, done) => {
      done(request.raw.url?.includes('%00') ? new HttpError(400, MESSAGE) : undefined);
    });
    app.addHook('preValidation', (request, _reply, done) => {
      done(request.body !== undefined && holdsNul(request.body) ? new HttpError(400, MESSAGE) : undefined);
    });
  },
  { name: 'refuse-nul' },
);
