import { publicPaths } from '@meydan/shared-types/public';
import { Gallery } from '../../model/gallery.entity.js';
import { News } from '../../model/news.entity.js';
import { notFoundFatal, redirect, type LoaderContext } from '../context.js';
import { publishedGallery, publishedNews } from '../queries.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Outcome } from '../define-page.js';

/** `/n/{code}`: the short link of a news item or a gallery, answered with a 301 to its page. */
export async function shortLinkLoader(ctx: LoaderContext): Promise<Outcome> {
  const code = ctx.request.params.code;
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(code)) return notFoundFatal(ctx.request.path);
  const news = await ctx.em.findOne(News, { $and: [{ shortCode: code }, publishedNews()] }, { fields: ['id', 'slug'] });
  if (news) return redirect(publicPaths.newsArticle(news.id, news.slug));
  const gallery = await ctx.em.findOne(Gallery, { $and: [{ shortCode: code }, publishedGallery()] }, { fields: ['id', 'slug', 'kind'] });
  if (gallery) return redirect(publicPaths.gallery(gallery.kind, gallery.id, gallery.slug));
  return notFoundFatal(ctx.request.path);
}

export const shortLinkPage = definePage({
  route: 'shortLink',
  lists: [tags.list.news, tags.list.gallery],
  load: shortLinkLoader,
  // It only ever redirects: no page, no head, and the address it leads to is the one listed.
  head: null,
  sitemap: null,
});
