import { publicPaths } from '@meydan/shared-types/public';
import { BaseInformation } from '../../model/base-information.entity.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { cleanHtml } from '../html.js';
import { definePage, type Found, type PageContext } from '../define-page.js';

/** `/about`: the base information's about text. */
export async function aboutLoader(ctx: PageContext<'about'>): Promise<Found<'about'>> {
  const info = await ctx.em.findOne(BaseInformation, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  const title = `درباره ${ctx.layout.siteTitle}`;
  const html = cleanHtml(info?.aboutHtml) || `<p>${ctx.layout.siteDescription}</p>`;
  return { data: { title, html } };
}

export const aboutPage = definePage({
  route: 'about',
  lists: [],
  load: aboutLoader,
  head: ({ title, html }, ctx) =>
    pageHead(ctx, { title, description: html, canonical: '/about', jsonLd: [breadcrumbLd(ctx, [{ name: title, path: '/about' }])] }),
  sitemap: { path: publicPaths.about(), order: 5 },
});
