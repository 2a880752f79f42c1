import type {} from '@fastify/cookie';
import { SESSION_COOKIE, type Role } from '@meydan/shared-types/constants';
import { type CurrentUser } from '@meydan/shared-types/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { userForToken } from '../auth/sessions.js';
import { forbidden, unauthorized } from '../http-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook: any logged-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook factory: a logged-in user with one of these roles. Used as an onRequest hook so
     * an anonymous or forbidden caller is answered before its body is read, parsed or validated.
     */
    requireRole: (roles: readonly Role[]) => (request: FastifyRequest) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string, maxAgeMs: number) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/** Only the API and the back office's pages (/admin, /auth) look at who is asking; its hashed assets do not. */
function needsUser(url: string): boolean {
  if (url.startsWith('/api/') || url.startsWith('/auth/')) return true;
  if (!url.startsWith('/admin')) return false;
  const next = url.charAt(6);
  return (next === '' || next === '/' || next === '?') && !url.startsWith('/admin/assets/');
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    // Public pages, media and assets never look a session up, and neither do requests without a cookie.
    // A callback hook: most requests leave at once, without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = needsUser(request.url) ? request.cookies[SESSION_COOKIE] : undefined;
      if (!token || token.length > 100) return done();
      request.sessionToken = token;
      userForToken(request.em, token, app.config.sessions).then((user) => {
        request.user = user;
        done();
      }, done);
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
    app.decorate('requireRole', (roles: readonly Role[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!roles.includes(request.user.role)) throw forbidden();
    });

    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: app.config.cookieSecure,
      path: '/',
    };
    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, maxAgeMs: number) => {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: Math.floor(maxAgeMs / 1000) });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });
  },
  { name: 'auth', dependencies: ['orm', 'config'] },
);
