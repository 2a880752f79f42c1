import { LoginInputSchema, type LoginInput } from '@meydan/shared-types';
import type { FastifyInstance } from 'fastify';
import { User } from '../db/entities.js';
import { HttpError } from '../plugins/http-errors.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';
import { createSession, destroySession } from './sessions.js';
import { LOGIN_MAX_PER_ACCOUNT, LOGIN_WINDOW_MS, type CounterStore } from './throttle.js';

const FAILED = 'ایمیل یا رمز عبور نادرست است.';
const THROTTLED = 'تلاش‌های ناموفق ورود زیاد بوده است؛ ۱۵ دقیقهٔ دیگر دوباره امتحان کنید.';

export default async function authRoutes(app: FastifyInstance, opts: { counters: CounterStore }) {
  const { counters } = opts;

  app.post<{ Body: LoginInput }>('/login', { schema: { body: LoginInputSchema } }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    const accountKey = `login:account:${email}`;
    const ipKey = `login:ip:${request.ip}`;
    if (
      (await counters.get(accountKey)) >= LOGIN_MAX_PER_ACCOUNT ||
      (await counters.get(ipKey)) >= app.config.loginMaxPerIp
    ) {
      throw new HttpError(429, THROTTLED, undefined, { 'Retry-After': String(LOGIN_WINDOW_MS / 1000) });
    }

    const user = await request.em.findOne(User, { email });
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, request.body.password);
    if (!user || !ok || !user.isActive) {
      await Promise.all([counters.increment(accountKey, LOGIN_WINDOW_MS), counters.increment(ipKey, LOGIN_WINDOW_MS)]);
      throw new HttpError(401, FAILED);
    }
    await counters.reset(accountKey);

    // A fresh session at every login; a session the browser already had is ended.
    if (request.sessionToken) await destroySession(request.em, request.sessionToken);
    const { token } = await createSession(request.em, user.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    user.lastLoginAt = new Date();
    await request.em.flush();
    app.setSessionCookie(reply, token);
    return { user: { id: user.id, email: user.email, displayName: user.displayName, role: user.role } };
  });

  app.post('/logout', async (request, reply) => {
    if (request.sessionToken) await destroySession(request.em, request.sessionToken);
    app.clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.get('/me', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!request.user) throw new HttpError(401, 'وارد نشده‌اید.');
    return request.user;
  });
}
