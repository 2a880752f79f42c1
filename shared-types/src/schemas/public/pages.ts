import { Type, type Static } from '@sinclair/typebox';
import type { PageError } from '../../public/page-error.js';
import { Nullable } from '../common.js';
import { SocialLinkSchema } from '../base-information.js';
import { MaybeImage, MaybeRef, RefSchema } from './media.js';
import { NewsArticleSchema, NewsCardSchema, PublicCommentSchema } from './news.js';
import { GameCardSchema, GameDetailSchema, PublicTableSchema } from './game.js';
import { GalleryCardSchema, GalleryDetailSchema } from './gallery.js';
import { FixtureGroupSchema, JalaliDayString } from './fixtures.js';
import { TeamDetailSchema, TeamStandingSchema } from './team.js';
import { SearchEntitySchema, SearchResultSchema, SearchTermsSchema } from './search.js';
import { CardsRowSchema, LeaderRowSchema, PlayerDetailSchema, PlayerRefSchema, PlayerSeasonStatsSchema } from './player.js';

const List = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Array(item);
const Paged = { page: Type.Integer(), pageCount: Type.Integer(), total: Type.Integer() };

/** Data of each public page, exactly what the page renders. */
export const PageDataSchemas = {
  home: Type.Object({
    slider: List(NewsCardSchema),
    secondHeadline: List(NewsCardSchema),
    editorPicks: List(NewsCardSchema),
    latest: List(NewsCardSchema),
    mostRead: List(NewsCardSchema),
    mostCommented: List(NewsCardSchema),
    results: List(GameCardSchema),
    upcoming: List(GameCardSchema),
    table: Nullable(PublicTableSchema),
    photos: List(GalleryCardSchema),
    videos: List(GalleryCardSchema),
  }),
  about: Type.Object({ title: Type.String(), html: Type.String() }),
  /*
   * No total: counting every match costs a scan. `pageCount` is as far as the pagination reaches from
   * here (a few pages ahead); `after` gives, per page number, the cursor its link carries (pages past
   * the first few are reached by keyset, never by skipping rows).
   */
  newsList: Type.Object({
    items: List(NewsCardSchema),
    page: Type.Integer(),
    pageCount: Type.Integer(),
    after: Type.Record(Type.String(), Type.Integer()),
    sport: MaybeRef,
    tag: MaybeRef,
    sports: List(RefSchema),
  }),
  newsArticle: Type.Object({
    news: NewsArticleSchema,
    related: List(NewsCardSchema),
    comments: List(PublicCommentSchema),
  }),
  tag: Type.Object({ tag: RefSchema, news: List(NewsCardSchema), galleries: List(GalleryCardSchema) }),
  sport: Type.Object({
    sport: RefSchema,
    news: List(NewsCardSchema),
    leagues: List(Type.Object({ ...RefSchema.properties, age: Nullable(Type.String()) })),
    results: List(GameCardSchema),
    upcoming: List(GameCardSchema),
  }),
  galleryList: Type.Object({
    kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
    items: List(GalleryCardSchema),
    ...Paged,
  }),
  gallery: Type.Object({ gallery: GalleryDetailSchema, related: List(GalleryCardSchema) }),
  game: Type.Object({ game: GameDetailSchema, news: List(NewsCardSchema) }),
  leagueTable: Type.Object({
    table: PublicTableSchema,
    seasons: List(Type.Object({ id: Type.Integer(), title: Type.String(), isCurrent: Type.Boolean() })),
    week: Nullable(Type.Object({ number: Type.Integer(), title: Type.Union([Type.String(), Type.Null()]) })),
    weekGames: List(GameCardSchema),
    news: List(NewsCardSchema),
  }),
  /*
   * `/games` and `/games/{date}`. `isToday` marks the dateless page, whose day moves at Tehran's
   * midnight; the nearest days before and after with any game let an empty day lead somewhere.
   */
  fixtures: Type.Object({
    date: JalaliDayString,
    isToday: Type.Boolean(),
    groups: List(FixtureGroupSchema),
    earlierDay: Nullable(JalaliDayString),
    laterDay: Nullable(JalaliDayString),
  }),
  team: Type.Object({
    team: TeamDetailSchema,
    standings: List(TeamStandingSchema),
    last: List(GameCardSchema),
    next: List(GameCardSchema),
    news: List(NewsCardSchema),
    /** The squad, in the order of the lines (goalkeepers first), by shirt number. */
    squad: List(PlayerRefSchema),
  }),
  /** `/player/{id}/{slug}`: the player, this season's numbers, the last games they played, news naming them. */
  player: Type.Object({
    player: PlayerDetailSchema,
    stats: PlayerSeasonStatsSchema,
    last: List(GameCardSchema),
    news: List(NewsCardSchema),
  }),
  /** `/league/{id}/scorers/{slug}`: the current season's leader boards. */
  scorers: Type.Object({
    league: RefSchema,
    sport: RefSchema,
    season: Type.Object({ id: Type.Integer(), title: Type.String() }),
    scorers: List(LeaderRowSchema),
    assists: List(LeaderRowSchema),
    cards: List(CardsRowSchema),
  }),
  /** `q` as the reader typed it (trimmed and cut to length); `terms` are what to mark in the results. */
  search: Type.Object({
    q: Type.String(),
    items: List(SearchResultSchema),
    /** Players and teams whose name matches, on the first page only. */
    entities: List(SearchEntitySchema),
    terms: SearchTermsSchema,
    ...Paged,
  }),
  /** The reader's own page: the same empty shell for everyone; what they follow loads in the browser. The
   * leagues are where a reader who follows nothing yet can start. */
  me: Type.Object({ leagues: List(RefSchema) }),
  notFound: Type.Object({}),
} as const;
export type PageKey = keyof typeof PageDataSchemas;
export type PageData<K extends PageKey> = Static<(typeof PageDataSchemas)[K]>;

export const PageHeadSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  /** Path of the canonical URL; the server prefixes its public origin. */
  canonical: Type.String(),
  image: MaybeImage,
  type: Type.Union([Type.Literal('website'), Type.Literal('article')]),
  jsonLd: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  publishedAt: Type.Optional(Type.String()),
  /** Kept out of search engines' indexes (search results: endless pages of what the site already shows). */
  robots: Type.Optional(Type.Literal('noindex')),
});
export type PageHead = Static<typeof PageHeadSchema>;

/** Header and footer data, embedded once in the server HTML. */
export const LayoutDataSchema = Type.Object({
  siteTitle: Type.String(),
  siteDescription: Type.String(),
  logo: MaybeImage,
  sports: List(RefSchema),
  leagues: List(Type.Object({ ...RefSchema.properties, sport: Type.Integer() })),
  footerText: Type.String(),
  contactEmail: Nullable(Type.String()),
  contactPhone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  socialLinks: List(SocialLinkSchema),
});
export type LayoutData = Static<typeof LayoutDataSchema>;

/** What a page loader answers, embedded in the HTML and served as `{page}/_payload.json?{buildId}`. */
export type PagePayload =
  | { [K in PageKey]: { kind: 'page'; page: K; status: number; head: PageHead; data: PageData<K> } }[PageKey]
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'error'; status: number; head: PageHead; error: PageError };

/** The hydration state the server serializes into the HTML. */
export interface HydrationState {
  buildId: string;
  url: string;
  calendar: 'jalali' | 'gregorian';
  /**
   * Whether the request carried a session cookie. Without one `/api/auth/me` can only answer 401, so the
   * client skips the call (and the console error a 401 leaves) and treats the visitor as a guest at once.
   */
  maybeSignedIn: boolean;
  layout: LayoutData;
  payload: PagePayload;
}
