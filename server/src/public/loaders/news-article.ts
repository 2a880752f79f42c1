import type { EntityManager } from '@mikro-orm/core';
import { parseRouteId, publicPaths, type PagePayload, type PublicComment } from '@meydan/shared-types';
import { Comment, News } from '../../db/entities.js';
import type { INews } from '../../resources/news/news.entity.js';
import { gameSlug, iso, ref, toNewsCard } from '../cards.js';
import { notFoundFatal, type LoaderContext } from '../context.js';
import { absolute, breadcrumbLd, organizationLd, pageHead } from '../head.js';
import { cleanHtml } from '../html.js';
import { largestImageUrl, toPublicImage } from '../images.js';
import { relatedNewsIdsIn } from '../news-query.js';
import { findNewsIn, publishedNews } from '../queries.js';
import { wrongSlugRedirect } from './canonical.js';

/** `/news/{id}/{slug}`: one published article with related news and its approved comments. */
export function newsArticleLoader(ctx: LoaderContext, params: Record<string, string>): Promise<PagePayload> {
  return loadNewsArticle(ctx, params, {});
}

/**
 * The article page; `preview` also finds a draft or scheduled item, exactly as it will read once
 * published (staff preview, under its own URL, so no slug to check).
 */
export async function loadNewsArticle(ctx: LoaderContext, params: Record<string, string>, { preview = false }): Promise<PagePayload> {
  const id = parseRouteId(params.id);
  if (!id) return notFoundFatal(ctx.url.pathname);
  const news = await ctx.em.findOne(News, preview ? { id } : { $and: [{ id }, publishedNews()] }, {
    populate: ['cover', 'sport', 'league', 'tags', 'author', 'game.homeTeam', 'game.awayTeam'],
  });
  if (!news) return notFoundFatal(ctx.url.pathname);
  // A draft with no time yet reads as if published now (the preview's fork is never flushed).
  if (preview) news.publishedAt ??= new Date();
  const canonical = publicPaths.newsArticle(news.id, news.slug);
  const moved = preview ? null : wrongSlugRedirect(ctx, canonical);
  if (moved) return moved;

  const [related, comments] = await Promise.all([relatedNews(ctx.em, news), approvedComments(ctx.em, news.id)]);
  const card = toNewsCard(news);
  const game = news.game;
  return {
    kind: 'page',
    page: 'newsArticle',
    status: 200,
    head: pageHead(ctx, {
      title: news.seoTitle || news.title,
      description: news.seoDescription || news.lead || news.body,
      canonical,
      image: card.cover,
      type: 'article',
      publishedAt: card.publishedAt,
      jsonLd: [articleLd(ctx, news, canonical), breadcrumbLd(ctx, [
        { name: 'اخبار', path: '/news' },
        ...(news.sport ? [{ name: news.sport.title, path: publicPaths.sport(news.sport.id, news.sport.slug) }] : []),
        { name: news.title, path: canonical },
      ])],
    }),
    data: {
      news: {
        ...card,
        updatedAt: iso(news.updatedAt),
        body: cleanHtml(news.body),
        tags: news.tags.getItems().map((t) => ({ id: t.id, title: t.title, slug: t.slug })),
        league: ref(news.league),
        game: game ? { id: game.id, slug: gameSlug(game), title: `${game.homeTeam.title} - ${game.awayTeam.title}` } : null,
        author: news.author?.displayName ?? null,
        allowComments: news.allowComments,
        shareUrl: absolute(ctx, publicPaths.shortLink(card.shortCode)),
      },
      related: related.map(toNewsCard),
      comments,
    },
  };
}

/** The newest news of the same sport or sharing a tag (any news when the article has neither). */
async function relatedNews(em: EntityManager, news: INews) {
  return findNewsIn(em, relatedNewsIdsIn(news.id, news.sport?.id ?? null, news.tags.getItems().map((t) => t.id), 6));
}

/** Approved comments, oldest first, each with its approved replies; emails and IP hashes never leave. */
export async function approvedComments(em: EntityManager, newsId: number): Promise<PublicComment[]> {
  const rows = await em.find(Comment, { news: newsId, status: 'approved' }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const toPublic = (c: (typeof rows)[number]): PublicComment => ({
    id: c.id, authorName: c.authorName, body: c.body, createdAt: iso(c.createdAt),
    reply: c.reply ?? null, repliedAt: c.repliedAt ? iso(c.repliedAt) : null, replies: [],
  });
  const top = rows.filter((c) => !c.parent).map(toPublic);
  const byId = new Map(top.map((c) => [c.id, c]));
  for (const c of rows) if (c.parent) byId.get(c.parent.id)?.replies.push(toPublic(c));
  return top;
}

function articleLd(ctx: LoaderContext, news: INews, canonical: string): Record<string, unknown> {
  const image = largestImageUrl(news.cover) ?? toPublicImage(news.cover)?.src;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title.slice(0, 110),
    description: news.lead ?? undefined,
    ...(image ? { image: [absolute(ctx, image)] } : {}),
    datePublished: iso(news.publishedAt),
    dateModified: iso(news.updatedAt),
    inLanguage: 'fa-IR',
    mainEntityOfPage: absolute(ctx, canonical),
    author: news.author ? { '@type': 'Person', name: news.author.displayName } : organizationLd(ctx),
    publisher: organizationLd(ctx),
    ...(news.sport ? { articleSection: news.sport.title } : {}),
  };
}
