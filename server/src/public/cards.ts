import { type GalleryCard, type GameCard, type NewsCard, type PublicRef, type PublicTeamRef } from '@meydan/shared-types/schemas';
import { playedMinute } from '@meydan/shared-types/sport';
import { slugify } from '@meydan/shared-types/text';
import { gameClock } from '../live/game-clock.js';
import type { GalleryCardRow, GameCardRow, NewsCardRow, RefRow, TeamRow } from './card-rows.js';
import type { MediaUrl } from '../storage/index.js';
import { toPublicImage, type StoredImage } from './images.js';

/*
 * Entity or card row → public shape. The mappers read only what a card row holds (card-rows.ts), so a
 * loaded entity (its relations populated as the *_POPULATE lists say) and a plain row both fit.
 */

/** Optional where an entity's typings say so; a row always has them (null for none). */
type Loose<T, K extends keyof T> = Omit<T, K> & { [P in K]?: T[P] | undefined };
type RefSource = RefRow | null | undefined;
type ImageSource = StoredImage | null | undefined;

const iso = (d: Date | string | null | undefined): string => (d ? new Date(d).toISOString() : new Date(0).toISOString());

export const ref = (e: { id: number; title: string; slug: string } | null | undefined): PublicRef | null =>
  e ? { id: e.id, title: e.title, slug: e.slug } : null;

/** What a news card reads. */
export type NewsCardSource = Loose<Omit<NewsCardRow, 'publishedAt' | 'cover' | 'sport'>, 'rutitr' | 'lead' | 'coverAlt'> & {
  publishedAt?: Date | string | null;
  cover?: ImageSource;
  sport?: RefSource;
};

export type TeamSource = Loose<Omit<TeamRow, 'logo'>, 'shortTitle'> & { logo?: ImageSource };

export const GAME_CARD_POPULATE = ['homeTeam.logo', 'awayTeam.logo', 'season.league', 'week'] as const;

/** Games have no slug of their own; the URL shows the two team names. */
export const gameSlug = (g: { homeTeam: { title: string }; awayTeam: { title: string } }): string =>
  slugify(`${g.homeTeam.title} ${g.awayTeam.title}`) || 'game';

/** What a game card reads. */
export type GameCardSource = Loose<
  Omit<GameCardRow, 'homeTeam' | 'awayTeam' | 'season' | 'week' | 'kickoffAt' | 'clockStartedAt'>,
  'homeScore' | 'awayScore' | 'clockBase'
> & {
  kickoffAt: Date | string;
  clockStartedAt?: Date | string | null;
  homeTeam: TeamSource;
  awayTeam: TeamSource;
  season?: { league?: RefSource } | null;
  week?: { number: number } | null;
};

/** What a gallery card reads. */
export type GalleryCardSource = Omit<GalleryCardRow, 'publishedAt' | 'cover' | 'poster'> & {
  publishedAt?: Date | string | null;
  cover?: ImageSource;
  poster?: ImageSource;
};

/** The card mappers of one app: every image address they write is under that app's media base. */
export function cardsFor(mediaUrl: MediaUrl) {
  const image = (media: ImageSource, alt?: string | null) => toPublicImage(mediaUrl, media, alt);

  const news = (n: NewsCardSource): NewsCard => ({
    id: n.id,
    slug: n.slug,
    shortCode: n.shortCode,
    rutitr: n.rutitr ?? null,
    title: n.title,
    lead: n.lead ?? null,
    publishedAt: iso(n.publishedAt),
    cover: image(n.cover, n.coverAlt ?? n.title),
    sport: ref(n.sport),
    viewCount: n.viewCount,
  });

  const team = (t: TeamSource): PublicTeamRef => ({
    id: t.id,
    title: t.title,
    shortTitle: t.shortTitle ?? null,
    slug: t.slug,
    logo: image(t.logo, t.title),
  });

  const game = (g: GameCardSource): GameCard => {
    const clock = gameClock(g);
    return {
      id: g.id,
      slug: gameSlug(g),
      kickoffAt: iso(g.kickoffAt),
      status: g.status,
      home: team(g.homeTeam),
      away: team(g.awayTeam),
      homeScore: g.homeScore ?? null,
      awayScore: g.awayScore ?? null,
      league: ref(g.season?.league),
      week: g.week?.number ?? null,
      clock,
      minute: playedMinute(g.status, clock, Date.now()),
    };
  };

  const gallery = (g: GalleryCardSource): GalleryCard => ({
    id: g.id,
    slug: g.slug,
    shortCode: g.shortCode,
    kind: g.kind,
    title: g.title,
    publishedAt: iso(g.publishedAt),
    cover: image(g.cover ?? g.poster, g.title),
    itemCount: g.itemCount,
  });

  return { image, news, team, game, gallery };
}
export type Cards = ReturnType<typeof cardsFor>;

export { iso };
