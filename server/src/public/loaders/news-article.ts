import type { EntityManager } from '@mikro-orm/core';
import { executePrepared } from '../../db/prepared.js';
import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type PageData, type PublicComment } from '@meydan/shared-types/schemas';
import { NEWS_CARD_COLUMNS, NEWS_CARD_FROM, jsonRows, newsCardsJson, refJson, type NewsCardRow, type RefRow } from '../card-rows.js';
import { cardsFor, gameSlug, iso, ref } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { absolute, breadcrumbLd, organizationLd, pageHead } from '../head.js';
import { cleanHtml } from '../html.js';
import { imageSizes, type ImageSize } from '../images.js';
import { relatedNewsIds } from '../news-query.js';
import { wrongSlugRedirect } from './canonical.js';
import { tags } from '../../cache/tags.js';
import { definePage, type Found, type Outcome } from '../define-page.js';
import { PUBLISHED_ROW, sitemapSection, type SitemapRow } from '../sitemap-section.js';

/** What the article's head reads that its page does not show. */
interface ArticleAbout {
  seoTitle: string | null;
  seoDescription: string | null;
  /** The body as written: its description is summarized from that. */
  body: string;
  /** The cover's variants, largest first, for JSON-LD (a crawler picks the size it wants). */
  images: ImageSize[];
}

/**
 * `/news/{id}/{slug}`: one published article with related news and its approved comments; `preview`
 * also finds a draft or scheduled item, exactly as it will read once published (staff preview, under its
 * own URL, so no slug to check).
 */
export async function loadNewsArticle(ctx: LoaderContext, { preview = false } = {}): Promise<Found<'newsArticle', ArticleAbout> | Outcome> {
  const id = parseRouteId(ctx.request.params.id);
  if (!id) return notFoundFatal(ctx.request.path);
  const news = await findArticle(ctx.em, id, preview);
  if (!news) return notFoundFatal(ctx.request.path);
  // A draft with no time yet reads as if published now (the preview's fork is never flushed).
  if (preview) news.publishedAt ??= new Date().toISOString();
  const canonical = publicPaths.newsArticle(news.id, news.slug);
  const moved = preview ? null : wrongSlugRedirect(ctx, canonical);
  if (moved) return moved;

  const cards = cardsFor(ctx.mediaUrl);
  const card = cards.news(news);
  const game = news.game;
  return {
    about: {
      seoTitle: news.seoTitle,
      seoDescription: news.seoDescription,
      body: news.body,
      images: imageSizes(ctx.mediaUrl, news.cover),
    },
    data: {
      news: {
        ...card,
        updatedAt: iso(news.updatedAt),
        body: cleanHtml(news.body),
        tags: news.tags,
        league: ref(news.league),
        game: game ? { id: game.id, slug: gameSlug(game), title: `${game.homeTeam.title} - ${game.awayTeam.title}` } : null,
        author: news.author,
        allowComments: news.allowComments,
        shareUrl: absolute(ctx, publicPaths.shortLink(card.shortCode)),
      },
      related: news.related.map(cards.news),
      comments: commentTree(news.comments),
    },
  };
}

/** An article and what its page shows of its relations, as one row (see card-rows.ts on why rows). */
interface ArticleRow extends NewsCardRow {
  body: string;
  updatedAt: string;
  seoTitle: string | null;
  seoDescription: string | null;
  allowComments: boolean;
  league: RefRow | null;
  tags: RefRow[];
  author: string | null;
  game: { id: number; homeTeam: { title: string }; awayTeam: { title: string } } | null;
  /** The newest news of the same sport or sharing a tag (any news when the article has neither). */
  related: NewsCardRow[];
  comments: CommentRow[];
}

const ARTICLE = `select ${NEWS_CARD_COLUMNS},
  n.body, n.updated_at as "updatedAt", n.seo_title as "seoTitle", n.seo_description as "seoDescription", n.allow_comments as "allowComments",
  ${refJson('l')} as league,
  coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title, 'slug', t.slug) order by t.id)
    from news_tags nt join tag t on t.id = nt.tag_id where nt.news_id = n.id), '[]'::json) as tags,
  u.display_name as author,
  case when g.id is null then null else json_build_object('id', g.id, 'homeTeam', json_build_object('title', ht.title), 'awayTeam', json_build_object('title', at.title)) end as game
  from ${NEWS_CARD_FROM} left join league l on l.id = n.league_id
  left join users u on u.id = n.author_id
  left join game g on g.id = n.game_id left join team ht on ht.id = g.home_team_id left join team at on at.id = g.away_team_id
  where n.id = ?`;

const RELATED = 6;
const COMMENT_COLUMNS = `c.id, c.parent_id as "parentId", c.author_name as "authorName", c.body, c.created_at as "createdAt",
  c.reply, c.replied_at as "repliedAt"`;
/** The approved comments of the news `newsId` names (a placeholder or a column). */
const approvedCommentsOf = (newsId: string) =>
  `select ${COMMENT_COLUMNS} from "comment" c where c.news_id = ${newsId} and c.status = 'approved'`;
const OLDEST_FIRST = 'order by c.created_at asc, c.id asc';

/**
 * The article with its related news and approved comments as JSON columns, so a miss is one round
 * trip on one pooled connection. Parameters: the article's id (and the time it must be due by, unless
 * `published` is empty), then those of `relatedNewsIds` (whose text is the same for every id).
 */
const articleStatement = (published: string) => `with a as (${ARTICLE}${published})
  select a.*,
    ${newsCardsJson(relatedNewsIds(0, RELATED)).sql} as related,
    ${jsonRows(approvedCommentsOf('a.id'), '"createdAt" asc, id asc').sql} as comments
  from a`;
const ARTICLE_STATEMENT = {
  published: articleStatement(` and n.status = 'published' and n.published_at <= ?`),
  preview: articleStatement(''),
};

/** The article by id: published and due, or (for a preview) in any state, with what its page shows. */
async function findArticle(em: EntityManager, id: number, preview: boolean): Promise<ArticleRow | null> {
  const related = relatedNewsIds(id, RELATED).params;
  const [statement, params] = preview
    ? [ARTICLE_STATEMENT.preview, [id, ...related]]
    : [ARTICLE_STATEMENT.published, [id, new Date(), ...related]];
  const rows = await executePrepared<ArticleRow>(em, statement, params);
  return rows[0] ?? null;
}

/** Approved comments, oldest first, each with its approved replies; emails and IP hashes never leave. */
interface CommentRow {
  id: number;
  parentId: number | null;
  authorName: string;
  body: string;
  createdAt: Date | string;
  reply: string | null;
  repliedAt: Date | string | null;
}

/** An article's approved comments, oldest first, each with its approved replies. */
export async function approvedComments(em: EntityManager, newsId: number): Promise<PublicComment[]> {
  return commentTree(await executePrepared<CommentRow>(em, `${approvedCommentsOf('?')} ${OLDEST_FIRST}`, [newsId]));
}

/** Comment rows, oldest first, as the page shows them: top-level comments with their replies. */
function commentTree(rows: readonly CommentRow[]): PublicComment[] {
  const toPublic = (c: CommentRow): PublicComment => ({
    id: c.id,
    authorName: c.authorName,
    body: c.body,
    createdAt: iso(c.createdAt),
    reply: c.reply,
    repliedAt: c.repliedAt ? iso(c.repliedAt) : null,
    replies: [],
  });
  const top = rows.filter((c) => c.parentId === null).map(toPublic);
  const byId = new Map(top.map((c) => [c.id, c]));
  for (const c of rows) if (c.parentId !== null) byId.get(c.parentId)?.replies.push(toPublic(c));
  return top;
}

function newsArticleHead({ news }: PageData<'newsArticle'>, ctx: LoaderContext, about: ArticleAbout) {
  const canonical = publicPaths.newsArticle(news.id, news.slug);
  return pageHead(ctx, {
    title: about.seoTitle || news.title,
    description: about.seoDescription || news.lead || about.body,
    canonical,
    image: news.cover,
    type: 'article',
    publishedAt: news.publishedAt,
    jsonLd: [
      articleLd(ctx, news, about.images, canonical),
      breadcrumbLd(ctx, [
        { name: 'اخبار', path: '/news' },
        ...(news.sport ? [{ name: news.sport.title, path: publicPaths.sport(news.sport.id, news.sport.slug) }] : []),
        { name: news.title, path: canonical },
      ]),
    ],
  });
}

function articleLd(
  ctx: LoaderContext,
  news: PageData<'newsArticle'>['news'],
  images: readonly ImageSize[],
  canonical: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title.slice(0, 110),
    description: news.lead ?? undefined,
    ...(images.length
      ? { image: images.map((i) => ({ '@type': 'ImageObject', url: absolute(ctx, i.url), width: i.width, height: i.height })) }
      : {}),
    datePublished: news.publishedAt,
    dateModified: news.updatedAt,
    inLanguage: 'fa-IR',
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(ctx, canonical) },
    // Authors have no page of their own: the about page, which presents the newsroom, is theirs.
    author: news.author ? { '@type': 'Person', name: news.author, url: absolute(ctx, publicPaths.about()) } : organizationLd(ctx),
    publisher: organizationLd(ctx),
    ...(news.sport ? { articleSection: news.sport.title } : {}),
  };
}

export const newsArticlePage = definePage({
  route: 'newsArticle',
  lists: [],
  item: (id) => [tags.news(id), tags.comments(id)],
  load: (ctx) => loadNewsArticle(ctx),
  head: newsArticleHead,
  sitemap: {
    section: sitemapSection<SitemapRow & { slug: string }>(
      { name: 'news', order: 1, tags: [tags.list.news], from: 'news t', columns: 't.slug', where: PUBLISHED_ROW },
      (r) => publicPaths.newsArticle(r.id, r.slug),
    ),
  },
});
