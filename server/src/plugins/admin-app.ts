import { matchRouteRules, runMiddleware } from '@meydan/shared-types/client';
import { isStaff } from '@meydan/shared-types/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NoParamsSchema, NoQuerySchema, WildcardParamsSchema } from '../crud/route-schemas.js';
import { hashedAssets } from './hashed-assets.js';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/**
 * The back office is a single-page app: hashed assets under /admin/assets/, and index.html for every
 * /admin and /auth deep link. Route rules (redirects and the guest/auth/admin middleware) are applied
 * here too, so a visitor who may not see a page is redirected before any JS loads.
 */
export default async function adminApp(app: FastifyInstance) {
  const dist = app.config.adminDist;
  const indexFile = join(dist, 'index.html');
  let html: string | null = null;
  const page = () => {
    if (html === null && existsSync(indexFile)) {
      html = readFileSync(indexFile, 'utf8')
        .replaceAll('__BUILD_ID__', app.buildId)
        .replaceAll(
          '__PUBLIC_URL__',
          app.config.publicUrl.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
        );
    }
    return html;
  };

  if (existsSync(join(dist, 'assets'))) await hashedAssets(app, join(dist, 'assets'), '/admin/assets/');

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://x');
    const rule = matchRouteRules(url.pathname);
    if (rule.redirect) return reply.redirect(rule.redirect + url.search, 302);
    const result = runMiddleware(rule.middleware, { user: request.user, path: url.pathname, search: url.search });
    if ('redirect' in result) return reply.redirect(result.redirect, 302);
    if (url.pathname === '/auth/redirect') return reply.redirect(isStaff(request.user) ? '/admin' : '/', 302);
    const body = page();
    reply.header('Cache-Control', 'no-cache');
    if (!body) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="fa" dir="rtl"><meta charset="utf-8"><title>میدان</title><p>پنل مدیریت هنوز ساخته نشده است؛ <code>pnpm build</code> را اجرا کنید.</p></html>',
        );
    }
    return reply.type('text/html; charset=utf-8').send(body);
  };

  // The app reads its own query string in the browser (a redirect keeps it from the URL, not from these).
  const anyPath = { schema: { params: WildcardParamsSchema, querystring: NoQuerySchema } };
  app.get('/admin', { schema: { params: NoParamsSchema, querystring: NoQuerySchema } }, serve);
  app.get<{ Params: { '*': string } }>('/admin/*', anyPath, async (request, reply) => {
    // Files vite copies beside index.html (icons, manifest) are served as they are.
    const rel = request.params['*'];
    const ext = /^[\w.-]+\.(svg|png|ico|webmanifest|txt|json)$/.exec(rel)?.[1];
    if (ext && existsSync(join(dist, rel))) {
      return reply
        .type(TYPES[ext])
        .header('Cache-Control', 'public, max-age=3600')
        .send(readFileSync(join(dist, rel)));
    }
    return serve(request, reply);
  });
  app.get('/auth/*', anyPath, serve);
}
