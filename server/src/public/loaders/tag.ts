import { publicPaths } from '@meydan/shared-types/public';
import { type PageData } from '@meydan/shared-types/schemas';
import { executePrepared } from '../../db/prepared.js';
import { sql, type Sql } from '../../db/sql.js';
import { galleryCardsJson, newsCardsJson, type GalleryCardRow, type NewsCardRow, type RefRow } from '../card-rows.js';
import { newsIdsQuery } from '../news-query.js';
import { cardsFor } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { breadcrumbLd, pageHead } from '../head.js';
import { galleryIds } from '../queries.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome } from '../define-page.js';
import { sitemapSection, type SitemapRow } from '../sitemap-section.js';

const NEWS = 24;
const GALLERIES = 12;

/** The newest news and galleries carrying the tag, as JSON columns of one statement. */
function tagListsSql(tagId: number): Sql {
  return sql`select ${newsCardsJson(newsIdsQuery({ tags: [tagId] }, { limit: NEWS }))} as news,
    ${galleryCardsJson(galleryIds({ tag: tagId }, { limit: GALLERIES }))} as galleries`;
}

/** `/tags/{slug}`: the newest news and galleries carrying the tag: two statements, the tag's row and its lists. */
export async function tagLoader(ctx: LoaderContext): Promise<Found<'tag'> | Outcome> {
  const [tag] = await executePrepared<RefRow>(ctx.em, 'select id, title, slug from tag where slug = ?', [ctx.request.params.slug]);
  if (!tag) return notFoundFatal(ctx.request.path);
  const lists = tagListsSql(tag.id);
  const [{ news, galleries }] = await executePrepared<{ news: NewsCardRow[]; galleries: GalleryCardRow[] }>(
    ctx.em,
    lists.sql,
    lists.params,
  );
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
