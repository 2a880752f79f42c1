/*
 * What the public site's browser bundle may import: plain values and functions, and the payload types as
 * types only. The TypeBox schemas the types come from stay in `/schemas`, for the server and the back office.
 */
export * from './paths.js';
export * from './page-error.js';
export * from './live.js';
export * from './search.js';
export { isStaff, type Role } from '../constants/roles.js';
export type { PublicImage, PublicRef, PublicTeamRef } from '../schemas/public/media.js';
export type { NewsCard, NewsArticle, PublicComment, CommentAccepted } from '../schemas/public/news.js';
export type { GameCard, PublicTableRow, PublicTable } from '../schemas/public/game.js';
export type { GalleryCard, GalleryDetail } from '../schemas/public/gallery.js';
export type { PageKey, PageData, PageHead, LayoutData, PagePayload, HydrationState } from '../schemas/public/pages.js';
export type { FixtureGroup } from '../schemas/public/fixtures.js';
export type { TeamStanding } from '../schemas/public/team.js';
export type { LiveGame, LiveMessage } from '../schemas/public/live.js';
export type { SearchResult, SearchResponse, SearchEntity } from '../schemas/public/search.js';
export type { PlayerDetail, PlayerSeasonStats, PlayerRef, LeaderRow, CardsRow } from '../schemas/public/player.js';
export type { CurrentUser } from '../schemas/user.js';
export type { SocialLink } from '../schemas/base-information.js';
export type { GameEvent, GameEventType, GameStatus } from '../schemas/game.js';
export type { TeamSheet, LineupEntry } from '../schemas/lineup.js';
export type { PlayerPosition, PreferredFoot } from '../schemas/player.js';
export * from './page-list.js';
export type { FollowedPlayer, Follows, MeFeed, PushMessage } from '../schemas/follows.js';
export { FOLLOW_MAX, FOLLOWS_STORAGE_KEY, type FollowKind } from '../constants/follows.js';
