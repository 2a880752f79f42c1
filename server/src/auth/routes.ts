import {
  CurrentUserSchema,
  EndedSessionsSchema,
  LoginInputSchema,
  OwnSessionSchema,
  PasswordChangeSchema,
} from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Session, User } from '../model/user.entity.js';
import { HttpError, unauthorized, ValidationError } from '../http-errors.js';
import { recordAudit, requestActor } from '../audit/record-audit.js';
import { DEVICE_COOKIE, DEVICE_TTL_MS, knownDeviceOf, rememberDevice } from './known-devices.js';
import { admitLogin, type Admission } from './login-guard.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.js';
import {
  createSession,
  destroySession,
  destroyUserSessions,
  endOtherSession,
  endOtherSessions,
  limitsFor,
  sessionsOf,
} from './sessions.js';
import type { ThrottleStore } from './throttle.js';

const FAILED = 'ایمیل یا رمز عبور نادرست است.';
const WRONG_CURRENT = 'رمز عبور کنونی درست نیست.';
const SAME_PASSWORD = 'رمز تازه باید با رمز کنونی فرق داشته باشد.';
const NO_SUCH_SESSION = 'این نشست پیدا نشد؛ شاید پیش‌تر پایان یافته است. اگر نشست همین مرورگر است، از «خروج» استفاده کنید.';
const throttled = (minutes: number) => `تلاش‌های ناموفق ورود زیاد بوده است؛ ${toPersianDigits(minutes)} دقیقهٔ دیگر دوباره امتحان کنید.`;

export default async function authRoutes(app: FastifyInstance, opts: { throttle: ThrottleStore }) {
  const { throttle } = opts;
  const deviceCookie = { httpOnly: true, sameSite: 'strict' as const, secure: app.config.cookieSecure, path: '/api/auth' };

  /** Counts a password attempt against the login limits; refused with 429 past them, 503 without counters. */
  const admit = async (request: FastifyRequest, email: string, deviceId: number | null) => {
    let admission: Admission;
    try {
      admission = await admitLogin(throttle, { email, ip: request.ip, deviceId, maxPerIp: app.config.loginMaxPerIp });
    } catch (err) {
      request.log.error({ err }, 'login throttle unavailable');
      throw new HttpError(503, 'ورود موقتاً ممکن نیست؛ چند لحظه بعد دوباره تلاش کنید.', undefined, { 'Retry-After': '5' });
    }
    if (!admission.admitted) {
      const seconds = Math.ceil(admission.retryAfterMs / 1000);
      throw new HttpError(429, throttled(Math.ceil(seconds / 60)), undefined, { 'Retry-After': String(seconds) });
    }
    return admission;
  };

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  // None of these reads its path or query string.
  const bare = { params: Type.Object({}), querystring: Type.Object({}) };
  const login = { ...bare, body: LoginInputSchema, response: { 200: Type.Object({ user: CurrentUserSchema }) } };
  routes.post('/login', { schema: login, bodyLimit: 4096 }, async (request, reply) => {
    const em = request.em;
    const email = request.body.email.trim().toLowerCase();
    const deviceId = await knownDeviceOf(em, request.cookies[DEVICE_COOKIE], email);

    // Counted before anything else is looked up: concurrent guesses each take a number, and only those
    // within the allowance ever reach the database's users or the password hash.
    const admission = await admit(request, email, deviceId);

    const user = await em.findOne(User, { email });
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, request.body.password);
    if (!user || !ok || !user.isActive) {
      // Logged with the address typed, and the account when there is one: an admin sees who is being tried.
      const account = user ? { id: user.id, email: user.email } : null;
      recordAudit(
        em,
        { user: account, name: email, ip: request.ip },
        { action: 'login-failed', resource: 'user', recordId: account?.id ?? null },
      );
      await em.flush();
      throw new HttpError(401, FAILED);
    }
    await admission.succeeded();

    const { token, device } = await em.transactional(async (tem) => {
      // A fresh session at every login; a session the browser already had is ended.
      if (request.sessionToken) await destroySession(tem, request.sessionToken);
      const session = await createSession(tem, user, app.config.sessions, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      // Not an edit of the account: its version stays, so no one's open form of this user goes out of date.
      await tem.nativeUpdate(User, { id: user.id }, { lastLoginAt: new Date() });
      const remembered = await rememberDevice(tem, user.id, deviceId);
      recordAudit(tem, { user, ip: request.ip }, { action: 'login', resource: 'user', recordId: user.id });
      return { token: session.token, device: remembered };
    });
    app.setSessionCookie(reply, token, limitsFor(app.config.sessions, user.role).lifetimeMs);
    if (device) reply.setCookie(DEVICE_COOKIE, device, { ...deviceCookie, maxAge: DEVICE_TTL_MS / 1000 });
    return { user: { id: user.id, email: user.email, displayName: user.displayName, role: user.role } };
  });

  routes.post('/logout', { schema: bare }, async (request, reply) => {
    const token = request.sessionToken;
    if (token) {
      await request.em.transactional(async (em) => {
        await destroySession(em, token);
        if (request.user) recordAudit(em, requestActor(request), { action: 'logout', resource: 'user', recordId: request.user.id });
      });
    }
    app.clearSessionCookie(reply);
    return reply.status(204).send();
  });

  routes.get('/me', { schema: { ...bare, response: { 200: CurrentUserSchema } } }, async (request) => {
    if (!request.user) throw new HttpError(401, 'وارد نشده‌اید.');
    return request.user;
  });

  // One's own sessions: where one is signed in, and a way to sign out everywhere else.
  const signedIn = (request: FastifyRequest) => {
    if (!request.user || !request.sessionToken) throw unauthorized();
    return { user: request.user, token: request.sessionToken };
  };
  const onRequest = app.requireUser;
  routes.get('/sessions', { onRequest, schema: { ...bare, response: { 200: Type.Array(OwnSessionSchema) } } }, async (request) => {
    const { user, token } = signedIn(request);
    return sessionsOf(request.em, user, app.config.sessions, token);
  });
  routes.post('/sessions/end-others', { onRequest, schema: { ...bare, response: { 200: EndedSessionsSchema } } }, async (request) => {
    const { user, token } = signedIn(request);
    const ended = await request.em.transactional(async (em) => {
      const n = await endOtherSessions(em, user.id, token);
      recordAudit(em, requestActor(request), { action: 'end-sessions', resource: 'user', recordId: user.id });
      return n;
    });
    return { ended };
  });
  // A new password ends every session of the account, this browser's included, and signs this browser
  // in again with a fresh one: whoever else held a session or a known device is out.
  const passwordChange = { ...bare, body: PasswordChangeSchema, response: { 200: EndedSessionsSchema } };
  routes.post('/password', { onRequest, schema: passwordChange, bodyLimit: 4096 }, async (request, reply) => {
    const { user } = signedIn(request);
    const { currentPassword, newPassword } = request.body;
    // Guessed like a login: a stolen session must not become a way to try passwords freely.
    const admission = await admit(request, user.email, null);
    const account = await request.em.findOneOrFail(User, { id: user.id });
    if (!(await verifyPassword(account.passwordHash, currentPassword)))
      throw new ValidationError({ currentPassword: WRONG_CURRENT }, WRONG_CURRENT);
    await admission.succeeded();
    if (newPassword === currentPassword) throw new ValidationError({ newPassword: SAME_PASSWORD }, SAME_PASSWORD);
    const passwordHash = await hashPassword(newPassword);

    const { token, ended } = await request.em.transactional(async (em) => {
      const before = await em.count(Session, { user: user.id });
      await em.nativeUpdate(User, { id: user.id }, { passwordHash });
      await destroyUserSessions(em, user.id);
      const session = await createSession(em, user, app.config.sessions, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      recordAudit(em, requestActor(request), { action: 'update', resource: 'user', recordId: user.id, fields: ['password'] });
      return { token: session.token, ended: Math.max(0, before - 1) };
    });
    app.setSessionCookie(reply, token, limitsFor(app.config.sessions, user.role).lifetimeMs);
    return { ended };
  });

  const oneSession = { params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }), querystring: Type.Object({}) };
  routes.delete('/sessions/:id', { onRequest, schema: oneSession }, async (request, reply) => {
    const { user, token } = signedIn(request);
    const ended = await request.em.transactional(async (em) => {
      const n = await endOtherSession(em, user.id, Number(request.params.id), token);
      if (n) recordAudit(em, requestActor(request), { action: 'end-sessions', resource: 'user', recordId: user.id });
      return n;
    });
    if (!ended) throw new HttpError(404, NO_SUCH_SESSION);
    return reply.status(204).send();
  });
}
