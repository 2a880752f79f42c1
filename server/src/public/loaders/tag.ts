import { publicPaths } from '@meydan/shared-types/public';
import { type PagePayload } from '@meydan/shared-types/schemas';
import { Tag } from '../../model/tag.entity.js';
import { toGalleryCard, toNewsCard } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { findGalleries, findNews } from '../queries.js';
import { tags } from '../../cache/tags.js';
import { definePage } from '../define-page.js';

/** `/tags/{slug}`: the newest news and galleries carrying the tag. */
export async function tagLoader(ctx: LoaderContext, params: Readonly<Record<string, string>>): Promise<PagePayload> {
  const tag = await ctx.em.findOne(Tag, { slug: params.slug });
  if (!tag) return notFoundFatal(ctx.request.path);
  const [news, galleries] = await Promise.all([
    findNews(ctx.em, { tags: [tag.id] }, { limit: 24 }),
    findGalleries(ctx.em, { tag: tag.id }, { limit: 12 }),
  ]);
  const canonical = publicPaths.tag(tag.slug);
  return {
    kind: 'page',
    page: 'tag',
    status: 200,
    head: pageHead(ctx, {
      title: `برچسب ${tag.title}`,
      description: `اخبار، عکس و ویدیو درباره ${tag.title}`,
      canonical,
      jsonLd: [breadcrumbLd(ctx, [{ name: tag.title, path: canonical }])],
    }),
    data: {
      tag: { id: tag.id, title: tag.title, slug: tag.slug },
      news: news.map(toNewsCard),
      galleries: galleries.map(toGalleryCard),
    },
  };
}

export const tagPage = definePage({
  route: 'tag',
  lists: [tags.list.news, tags.list.gallery],
  load: (ctx) => tagLoader(ctx, ctx.request.params),
});
