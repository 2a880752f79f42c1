import { publicPaths } from '@meydan/shared-types/public';
import { type PageData } from '@meydan/shared-types/schemas';
import { Tag } from '../../model/tag.entity.js';
import { cardsFor } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { findGalleries, findNews } from '../queries.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome } from '../define-page.js';
import { sitemapSection, type SitemapRow } from '../sitemap-section.js';

/** `/tags/{slug}`: the newest news and galleries carrying the tag. */
export async function tagLoader(ctx: LoaderContext): Promise<Found<'tag'> | Outcome> {
  const tag = await ctx.em.findOne(Tag, { slug: ctx.request.params.slug });
  if (!tag) return notFoundFatal(ctx.request.path);
  const [news, galleries] = await Promise.all([
    findNews(ctx.em, { tags: [tag.id] }, { limit: 24 }),
    findGalleries(ctx.em, { tag: tag.id }, { limit: 12 }),
  ]);
  const cards = cardsFor(ctx.mediaUrl);
  return {
    data: {
      tag: { id: tag.id, title: tag.title, slug: tag.slug },
      news: news.map(cards.news),
      galleries: galleries.map(cards.gallery),
    },
  };
}

function tagHead({ tag }: PageData<'tag'>, ctx: LoaderContext) {
  const canonical = publicPaths.tag(tag.slug);
  return pageHead(ctx, {
    title: `برچسب ${tag.title}`,
    description: `اخبار، عکس و ویدیو درباره ${tag.title}`,
    canonical,
    jsonLd: [breadcrumbLd(ctx, [{ name: tag.title, path: canonical }])],
  });
}

export const tagPage = definePage({
  route: 'tag',
  lists: [tags.list.news, tags.list.gallery],
  load: tagLoader,
  head: tagHead,
  sitemap: {
    section: sitemapSection<SitemapRow & { slug: string }>(
      { name: 'tag', order: 5, tags: [tags.list.news, tags.list.gallery], from: 'tag t', columns: 't.slug', where: 'true' },
      (r) => publicPaths.tag(r.slug),
    ),
  },
});
