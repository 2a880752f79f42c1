import type {} from '@fastify/cookie';
import { SESSION_COOKIE, SESSION_TTL_MS, type CurrentUser, type Role } from '@meydan/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { userForToken } from '../auth/sessions.js';
import { forbidden, unauthorized } from './http-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler: any logged-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: a logged-in user with one of these roles. */
    requireRole: (roles: readonly Role[]) => (request: FastifyRequest) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    // Anonymous requests (most public traffic) carry no cookie and never touch the database here.
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      request.sessionToken = token;
      request.user = await userForToken(request.em, token);
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
    app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });
  },
  { name: 'auth', dependencies: ['orm', 'config'] },
);

