import { playedMinute, slugify, type GalleryCard, type GameCard, type NewsCard, type PublicRef, type PublicTeamRef } from '@meydan/shared-types';
import type { IGallery } from '../resources/gallery/gallery.entity.js';
import type { IGame } from '../resources/game/game.entity.js';
import { gameClock } from '../resources/game/game-clock.js';
import type { INews } from '../resources/news/news.entity.js';
import type { ITeam } from '../resources/team/team.entity.js';
import { toPublicImage } from './images.js';

/* Entity → public shape. Callers populate the relations each mapper reads (listed in the *_POPULATE lists). */

const iso = (d: Date | string | null | undefined): string => (d ? new Date(d).toISOString() : new Date(0).toISOString());

export const ref = (e: { id: number; title: string; slug: string } | null | undefined): PublicRef | null =>
  e ? { id: e.id, title: e.title, slug: e.slug } : null;

export const NEWS_CARD_POPULATE = ['cover', 'sport'] as const;

/** What a card reads: lists load news without the body and the search text. */
export type NewsCardSource = Omit<INews, 'body' | 'searchText'>;

export function toNewsCard(n: NewsCardSource): NewsCard {
  return {
    id: n.id,
    slug: n.slug,
    shortCode: n.shortCode,
    rutitr: n.rutitr ?? null,
    title: n.title,
    lead: n.lead ?? null,
    publishedAt: iso(n.publishedAt),
    cover: toPublicImage(n.cover, n.coverAlt ?? n.title),
    sport: ref(n.sport),
    viewCount: n.viewCount,
  };
}

export function toTeamRef(t: ITeam): PublicTeamRef {
  return { id: t.id, title: t.title, shortTitle: t.shortTitle ?? null, slug: t.slug, logo: toPublicImage(t.logo, t.title) };
}

export const GAME_CARD_POPULATE = ['homeTeam.logo', 'awayTeam.logo', 'season.league', 'week'] as const;

/** Games have no slug of their own; the URL shows the two team names. */
export const gameSlug = (g: { homeTeam: { title: string }; awayTeam: { title: string } }): string =>
  slugify(`${g.homeTeam.title} ${g.awayTeam.title}`) || 'game';

export function toGameCard(g: IGame): GameCard {
  const clock = gameClock(g);
  return {
    id: g.id,
    slug: gameSlug(g),
    kickoffAt: iso(g.kickoffAt),
    status: g.status,
    home: toTeamRef(g.homeTeam),
    away: toTeamRef(g.awayTeam),
    homeScore: g.homeScore ?? null,
    awayScore: g.awayScore ?? null,
    league: ref(g.season?.league),
    week: g.week?.number ?? null,
    clock,
    minute: playedMinute(g.status, clock, Date.now()),
  };
}

export const GALLERY_CARD_POPULATE = ['cover', 'poster'] as const;

export function toGalleryCard(g: IGallery): GalleryCard {
  return {
    id: g.id,
    slug: g.slug,
    shortCode: g.shortCode,
    kind: g.kind,
    title: g.title,
    publishedAt: iso(g.publishedAt),
    cover: toPublicImage(g.cover ?? g.poster, g.title),
    itemCount: g.itemCount,
  };
}

export { iso };
