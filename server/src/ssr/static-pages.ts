import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const STYLE =
  'body{font-family:system-ui,Tahoma,sans-serif;text-align:center;padding:48px 16px;color:#1b1f24}' +
  '.code{font-size:48px;margin:0;color:#e63946}';

/**
 * These pages come without the site's stylesheet, so they carry their one style element and a policy
 * that allows exactly it (the public policy refuses inline styles).
 */
export const STATIC_PAGE_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A page with the shared style above; its body is HTML the caller has escaped. */
export const staticPage = (title: string, body: string) => `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head>
<body>
${body}
</body></html>`;

/** Shown while `public-site` has not been built (tests, a fresh clone): the server stays up and says why. */
export const NOT_BUILT_HTML = staticPage(
  'سایت ساخته نشده است',
  `<h1>سایت هنوز ساخته نشده است</h1>
<p>site not built: run <code dir="ltr">pnpm build</code> in <code dir="ltr">public-site/</code>, then reload.</p>`,
);

/** The built site is there but cannot be loaded (a build half written or being replaced): 503, try again soon. */
export const SITE_UNAVAILABLE_HTML = staticPage(
  'سایت در دسترس نیست',
  `<p class="code">۵۰۳</p><h1>سایت موقتاً در دسترس نیست</h1><p>چند لحظه دیگر صفحه را دوباره باز کنید.</p>`,
);

/** Last resort when rendering itself fails; the status stays 500. */
export const RENDER_FAILED_HTML = staticPage(
  'خطای داخلی سرور',
  `<p class="code">۵۰۰</p><h1>خطای داخلی سرور</h1><p>Internal Server Error</p>
<p><a href="/">بازگشت به صفحه اصلی</a></p>`,
);

/** Sends one of these pages: never stored, under the policy that allows its style, with any extra headers. */
export function sendStaticPage(reply: FastifyReply, status: number, html: string, headers: Record<string, string> = {}): FastifyReply {
  return reply
    .code(status)
    .headers({ ...headers, 'cache-control': 'no-store', 'content-security-policy': STATIC_PAGE_CSP })
    .type('text/html; charset=utf-8')
    .send(html);
}
