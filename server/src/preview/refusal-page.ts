import type { FastifyReply } from 'fastify';
import { HYDRATION_SCRIPT_ID } from '@meydan/shared-types/public';
import { toPersianDigits } from '@meydan/shared-types/text';
import { NO_STORE } from '../public/index.js';
import { composeDocument, type DocumentTemplate } from '../ssr/document.js';
import { sendStaticPage, staticPage } from '../ssr/static-pages.js';
import { withoutScripts } from './document.js';

const HTML = 'text/html; charset=utf-8';

/** The site's own error page markup (public-site's FatalErrorPage), with the preview's reason. */
const errorMarkup = (status: number, title: string, message: string) => `<main id="main" class="fatal-page">
<div class="error-view error-view--server error-view--standalone">
<p class="error-view__code" aria-hidden="true">${toPersianDigits(String(status))}</p>
<h1 class="error-view__title">${title}</h1>
<p>${message}</p>
<div class="error-view__actions"><a class="button" href="/">بازگشت به صفحه اصلی</a></div>
</div>
</main>`;

/**
 * Why a preview cannot be shown (a link expired, altered or missing, an item gone), on a page that
 * looks like the site's error pages: the site's template, stylesheet and font, without its scripts
 * (they would route by the `/preview/…` address). Without a built site, the plain static page says it.
 * `title` and `message` are HTML the caller has written.
 */
export async function sendRefusal(
  reply: FastifyReply,
  template: () => DocumentTemplate | null,
  status: number,
  title: string,
  message: string,
): Promise<FastifyReply> {
  const headers = { 'x-robots-tag': 'noindex' };
  const frame = template();
  if (!frame) {
    return sendStaticPage(
      reply,
      status,
      staticPage(title, `<h1>${title}</h1>\n<p>${message}</p>\n<p><a href="/">بازگشت به صفحه اصلی</a></p>`),
      headers,
    );
  }
  const head = `<title>${title}</title>\n<meta name="robots" content="noindex">`;
  const document = withoutScripts(composeDocument(frame, '/', head, errorMarkup(status, title, message), '{}', HYDRATION_SCRIPT_ID));
  return reply
    .code(status)
    .headers({ ...headers, 'cache-control': NO_STORE })
    .type(HTML)
    .send(document);
}
