import type { PagePayload } from '@meydan/shared-types/schemas';
import { BaseInformation } from '../../model/base-information.entity.js';
import type { LoaderContext } from '../context.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { cleanHtml } from '../html.js';
import { definePage } from '../define-page.js';

/** `/about`: the base information's about text. */
export async function aboutLoader(ctx: LoaderContext): Promise<PagePayload> {
  const info = await ctx.em.findOne(BaseInformation, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  const title = `درباره ${ctx.layout.siteTitle}`;
  const html = cleanHtml(info?.aboutHtml) || `<p>${ctx.layout.siteDescription}</p>`;
  return {
    kind: 'page',
    page: 'about',
    status: 200,
    head: pageHead(ctx, { title, description: html, canonical: '/about', jsonLd: [breadcrumbLd(ctx, [{ name: title, path: '/about' }])] }),
    data: { title, html },
  };
}

export const aboutPage = definePage({
  route: 'about',
  lists: [],
  load: (ctx) => aboutLoader(ctx),
});
