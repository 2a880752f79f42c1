import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CALENDAR_COOKIE, formatDate, parseCalendar, type Calendar } from '@meydan/shared-types/calendar';
import { SESSION_COOKIE, STAFF_ROLES } from '@meydan/shared-types/constants';
import { parseRouteId } from '@meydan/shared-types/public';
import {
  IssuedPreviewLinkSchema,
  PREVIEW_LINK_DEFAULT_HOURS,
  PreviewLinkInputSchema,
  PreviewLinkSchema,
  previewPath,
  type PagePayload,
} from '@meydan/shared-types/schemas';
import { Type } from '@sinclair/typebox';
import { userForToken } from '../auth/sessions.js';
import { Gallery } from '../model/gallery.entity.js';
import { News } from '../model/news.entity.js';
import { IdParamsSchema, NoQuerySchema, PreviewLinkParamsSchema } from '../crud/route-schemas.js';
import { UnitOfWork } from '../crud/unit-of-work.js';
import { pageRequest } from '../cache/keys.js';
import type { LoaderContext } from '../public/context.js';
import { NO_STORE, publicOrigin } from '../public/index.js';
import { loadLayout } from '../public/layout.js';
import { IdTextParams, PublicQuery, QueryValue } from '../public/route-schemas.js';
import { pagePayload } from '../public/define-page.js';
import { galleryLoader, photoPage, videoPage } from '../public/loaders/gallery.js';
import { loadNewsArticle, newsArticlePage } from '../public/loaders/news-article.js';
import { hydrationState, siteRenderer } from '../ssr/index.js';
import { siteOrUnavailable, templateLoader } from '../ssr/site-bundle.js';
import { RENDER_FAILED_HTML, STATIC_PAGE_CSP, sendStaticPage } from '../ssr/static-pages.js';
import { previewCsp, toPreviewDocument } from './document.js';
import { sendRefusal } from './refusal-page.js';
import { previewSecret } from './secret.js';
import { issuePreviewLink, linkHolds, openLinks, revokePreviewLink } from './preview-links.js';
import { checkPreview, type PreviewKind, type TokenCheck } from './token.js';

const HTML = 'text/html; charset=utf-8';

interface Item {
  payload: PagePayload;
  status: 'draft' | 'published';
  publishedAt: Date | null;
}

/** The item's public page: its loader, told to find it in any state, and its head. */
async function loadItem(ctx: LoaderContext, kind: PreviewKind, id: number): Promise<Item | null> {
  if (kind === 'news') {
    const news = await ctx.em.findOne(News, { id }, { fields: ['status', 'publishedAt'] });
    if (!news) return null;
    const payload = pagePayload(newsArticlePage, ctx, await loadNewsArticle(ctx, { preview: true }));
    return { payload, status: news.status, publishedAt: news.publishedAt ?? null };
  }
  const gallery = await ctx.em.findOne(Gallery, { id }, { fields: ['kind', 'status', 'publishedAt'] });
  if (!gallery) return null;
  const found = await galleryLoader(gallery.kind, { preview: true })(ctx);
  const payload = gallery.kind === 'image' ? pagePayload(photoPage, ctx, found) : pagePayload(videoPage, ctx, found);
  return { payload, status: gallery.status, publishedAt: gallery.publishedAt ?? null };
}

/** What the banner says about the item's state, so nobody mistakes the preview for the live page. */
function bannerText(item: Item, calendar: Calendar, now = new Date()): string {
  const state =
    item.status === 'draft'
      ? 'پیش‌نویس؛ هنوز منتشر نشده است'
      : item.publishedAt && item.publishedAt > now
        ? `زمان‌بندی‌شده برای انتشار در ${formatDate(item.publishedAt, { calendar, time: true })}`
        : 'منتشرشده';
  return `پیش‌نمایش — ${state}. این صفحه فقط برای بازبینی است و خوانندگان آن را نمی‌بینند.`;
}

/**
 * `/preview/{news|gallery}/{id}`: a draft or scheduled item rendered by its public page's loader and
 * server render, for staff (a session) or anyone holding a signed link that has not expired. Never
 * stored by the page cache, a browser or a CDN, and never indexed. `POST /api/admin/{kind}/{id}/preview-link`
 * hands out such links, `GET …/preview-links` lists those still open and `DELETE …/preview-links/{linkId}`
 * revokes one.
 */
export default async function previewRoutes(app: FastifyInstance): Promise<void> {
  const secret = previewSecret(app.config);
  const site = siteRenderer(app);
  const template = templateLoader(app.config.siteDist);
  const refuse = (reply: FastifyReply, status: number, title: string, message: string) =>
    sendRefusal(reply, template, status, title, message);

  const isStaff = async (request: FastifyRequest) => {
    // Public paths skip the session lookup (see plugins/auth.ts); the preview does its own.
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return false;
    const user = await userForToken(request.em, token, app.config.sessions);
    return !!user && STAFF_ROLES.includes(user.role);
  };

  const serve =
    (kind: PreviewKind) =>
    async (request: FastifyRequest<{ Params: { id: string }; Querystring: { token?: string | string[] } }>, reply: FastifyReply) => {
      const id = parseRouteId(request.params.id);
      if (!id) return refuse(reply, 404, 'پیش‌نمایش پیدا نشد', 'نشانی پیش‌نمایش درست نیست.');
      const token = typeof request.query.token === 'string' ? request.query.token : null;
      const check = token ? checkPreview(secret, kind, id, token) : null;
      let state: TokenCheck['state'] | 'revoked' | null = check?.state ?? null;
      if (check?.state === 'valid' && !(await linkHolds(request.em, kind, id, check.link))) state = 'revoked';
      if (state !== 'valid' && !(await isStaff(request))) {
        if (state === 'revoked')
          return refuse(
            reply,
            403,
            'پیوند پیش‌نمایش باطل شده است',
            'این پیوند پیش‌نمایش را تحریریه باطل کرده است، یا حساب کسی که آن را ساخته دیگر اجازهٔ پیش‌نمایش ندارد؛ از تحریریه پیوند تازه‌ای بخواهید.',
          );
        if (state === 'expired')
          return refuse(
            reply,
            403,
            'پیوند پیش‌نمایش منقضی شده است',
            'زمان این پیوند پیش‌نمایش گذشته است؛ از تحریریه پیوند تازه‌ای بخواهید.',
          );
        if (state === 'invalid')
          return refuse(
            reply,
            403,
            'پیوند پیش‌نمایش معتبر نیست',
            'این پیوند پیش‌نمایش دست‌کاری شده یا ناقص است؛ پیوند را کامل و بی‌تغییر باز کنید یا از تحریریه پیوند تازه‌ای بخواهید.',
          );
        return refuse(
          reply,
          403,
          'دسترسی به پیش‌نمایش ممکن نیست',
          'پیش‌نمایش فقط برای کارکنان وارد شده یا با پیوند امضاشده باز می‌شود. <a href="/auth/login">ورود به مدیریت</a>',
        );
      }

      const built = await siteOrUnavailable(request, reply, site);
      if (!built) return reply;
      const em = app.orm.em.fork();
      const origin = publicOrigin(app);
      const layout = await loadLayout(em, app.mediaUrl);
      // The preview's address names the item by id alone, as the public page's `:id` does.
      const page = { ...pageRequest(previewPath(kind, id)), params: { id: String(id) } };
      const item = await loadItem({ em, request: page, origin, layout, mediaUrl: app.mediaUrl }, kind, id);
      if (!item || item.payload.kind !== 'page') return refuse(reply, 404, 'پیش‌نمایش پیدا نشد', 'این مورد وجود ندارد یا حذف شده است.');

      const calendar = parseCalendar(request.cookies[CALENDAR_COOKIE]);
      const path = item.payload.head.canonical;
      let document: string;
      try {
        document = await built.render(hydrationState(app, path, calendar, false, layout, item.payload), path);
      } catch (err) {
        request.log.error({ err }, 'preview failed to render');
        return sendStaticPage(reply, 500, RENDER_FAILED_HTML);
      }
      const policy = reply.getHeader('content-security-policy');
      return (
        reply
          .header('cache-control', NO_STORE)
          .header('x-robots-tag', 'noindex, nofollow')
          // The token is in the address: never hand it to another site through Referer.
          .header('referrer-policy', 'no-referrer')
          .header('content-security-policy', previewCsp(typeof policy === 'string' ? policy : STATIC_PAGE_CSP))
          .type(HTML)
          .send(toPreviewDocument(document, bannerText(item, calendar)))
      );
    };

  // An odd id or token answers the preview's own page, never a 400.
  const page = { schema: { params: IdTextParams, querystring: PublicQuery({ token: Type.Optional(QueryValue) }) } };
  app.get('/preview/news/:id', page, serve('news'));
  app.get('/preview/gallery/:id', page, serve('gallery'));

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const signer = { secret, origin: publicOrigin(app) };
  const staff = app.requireRole(STAFF_ROLES);
  for (const kind of ['news', 'gallery'] as const) {
    const base = `/api/admin/${kind}/:id`;
    routes.post(
      `${base}/preview-link`,
      {
        onRequest: staff,
        schema: { params: IdParamsSchema, querystring: NoQuerySchema, body: PreviewLinkInputSchema, response: { 200: PreviewLinkSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const hours = request.body?.hours ?? PREVIEW_LINK_DEFAULT_HOURS;
        return UnitOfWork.run(request, (uow) => issuePreviewLink(uow, signer, kind, Number(request.params.id), hours));
      },
    );
    routes.get(
      `${base}/preview-links`,
      {
        onRequest: staff,
        schema: { params: IdParamsSchema, querystring: NoQuerySchema, response: { 200: Type.Array(IssuedPreviewLinkSchema) } },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        return openLinks(request.em, signer, kind, Number(request.params.id));
      },
    );
    routes.delete(
      `${base}/preview-links/:linkId`,
      { onRequest: staff, schema: { params: PreviewLinkParamsSchema, querystring: NoQuerySchema } },
      async (request, reply) => {
        const { id, linkId } = request.params;
        await UnitOfWork.run(request, (uow) => revokePreviewLink(uow, kind, Number(id), Number(linkId)));
        return reply.header('cache-control', NO_STORE).status(204).send();
      },
    );
  }
}
