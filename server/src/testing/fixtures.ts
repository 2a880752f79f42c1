import type { Role } from '@meydan/shared-types/constants';
import type { FastifyInstance } from 'fastify';
import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { hashPassword } from '../auth/passwords.js';
import { User } from '../model/user.entity.js';

/** Creates a user straight in the database (for tests that start from an empty one). */
export async function createUser(
  app: FastifyInstance,
  role: Role,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@test.example`,
) {
  const password = `pass-${role}-123456`;
  const em = app.orm.em.fork();
  const user = em.create(User, { email, displayName: `کاربر ${role}`, passwordHash: await hashPassword(password), role });
  await em.flush();
  return { id: user.id, email, password };
}

/** Logs in through the API and returns the Cookie header value. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `meydan_session=${res.cookies.find((c) => c.name === 'meydan_session')!.value}`;
}

/** The real react-admin data provider the back office uses, pointed at a listening server. */
export function restClient(baseUrl: string, cookie?: string): DataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    headers.set('Accept', 'application/json');
    if (cookie) headers.set('Cookie', cookie);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  return simpleRestProvider(`${baseUrl}/api/admin`, httpClient);
}
