import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { Gallery, Game, News, Position } from '../db/entities.js';
import type { IGallery } from '../resources/gallery/gallery.entity.js';
import type { IGame } from '../resources/game/game.entity.js';
import type { INews } from '../resources/news/news.entity.js';
import { GALLERY_CARD_POPULATE, GAME_CARD_POPULATE, NEWS_CARD_POPULATE } from './cards.js';

/*
 * Every public read goes through these filters: published and not in the future. A scheduled item
 * (published with a future date) appears by itself when its time comes.
 */
export const publishedNews = (): FilterQuery<INews> => ({ status: 'published', publishedAt: { $lte: new Date() } });
export const publishedGallery = (): FilterQuery<IGallery> => ({ status: 'published', publishedAt: { $lte: new Date() } });

interface Page { limit: number; offset?: number }

export async function findNews(em: EntityManager, where: FilterQuery<INews>, { limit, offset = 0 }: Page) {
  return em.find(News, { $and: [publishedNews(), where] } as FilterQuery<INews>, {
    populate: NEWS_CARD_POPULATE,
    orderBy: { publishedAt: 'desc', id: 'desc' },
    limit,
    offset,
  });
}

export async function findNewsPage(em: EntityManager, where: FilterQuery<INews>, { limit, offset = 0 }: Page) {
  return em.findAndCount(News, { $and: [publishedNews(), where] } as FilterQuery<INews>, {
    populate: NEWS_CARD_POPULATE,
    orderBy: { publishedAt: 'desc', id: 'desc' },
    limit,
    offset,
  });
}

/** News placed in a home page position (home-slider, second-headline, editor-picks), up to its capacity. */
export async function findPlacedNews(em: EntityManager, key: string, fallbackLimit: number) {
  const position = await em.findOne(Position, { key });
  if (!position) return [];
  return findNews(em, { positions: { key } } as FilterQuery<INews>, { limit: position.capacity || fallbackLimit });
}

export async function findMostRead(em: EntityManager, limit: number, days = 30) {
  const since = new Date(Date.now() - days * 86_400_000);
  const recent = await em.find(News, { $and: [publishedNews(), { publishedAt: { $gte: since } }] } as FilterQuery<INews>, {
    populate: NEWS_CARD_POPULATE, orderBy: { viewCount: 'desc', publishedAt: 'desc' }, limit,
  });
  if (recent.length >= limit) return recent;
  // A quiet month: fall back to all-time figures rather than a short list.
  return em.find(News, publishedNews(), { populate: NEWS_CARD_POPULATE, orderBy: { viewCount: 'desc', id: 'desc' }, limit });
}

export async function findGalleries(em: EntityManager, where: FilterQuery<IGallery>, { limit, offset = 0 }: Page) {
  return em.findAndCount(Gallery, { $and: [publishedGallery(), where] } as FilterQuery<IGallery>, {
    populate: GALLERY_CARD_POPULATE,
    orderBy: { publishedAt: 'desc', id: 'desc' },
    limit,
    offset,
  });
}

const PLAYED = ['finished', 'awarded'];
const IN_PLAY = ['live', 'half_time'];

export async function findResults(em: EntityManager, where: FilterQuery<IGame>, limit: number) {
  return em.find(Game, { $and: [{ status: { $in: PLAYED } }, where] } as FilterQuery<IGame>, {
    populate: GAME_CARD_POPULATE, orderBy: { kickoffAt: 'desc', id: 'desc' }, limit,
  });
}

/** Games in play first, then the next scheduled ones. */
export async function findUpcoming(em: EntityManager, where: FilterQuery<IGame>, limit: number) {
  const live = await em.find(Game, { $and: [{ status: { $in: IN_PLAY } }, where] } as FilterQuery<IGame>, {
    populate: GAME_CARD_POPULATE, orderBy: { kickoffAt: 'asc' }, limit,
  });
  if (live.length >= limit) return live;
  const next = await em.find(Game, { $and: [{ status: 'scheduled', kickoffAt: { $gte: new Date() } }, where] } as FilterQuery<IGame>, {
    populate: GAME_CARD_POPULATE, orderBy: { kickoffAt: 'asc', id: 'asc' }, limit: limit - live.length,
  });
  return [...live, ...next];
}
