import { Type, type Static } from '@sinclair/typebox';
import { FOLLOW_MAX, PUSH_MAX } from '../constants/follows.js';
import { GameCardSchema } from './public/game.js';
import { MaybeRef, RefSchema } from './public/media.js';
import { PlayerRefSchema } from './public/player.js';
import { NewsCardSchema } from './public/news.js';

const Ids = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: FOLLOW_MAX, uniqueItems: true });

/** What a reader follows: the browser's `meydan:follows` and the account's alike. */
export const FollowsSchema = Type.Object({ teams: Ids, leagues: Ids, players: Ids });
export type Follows = Static<typeof FollowsSchema>;

/** A followed player on the reader's page: who, the club they play for now, and their goals this season. */
export const FollowedPlayerSchema = Type.Object({ player: PlayerRefSchema, team: MaybeRef, goals: Type.Integer() });
export type FollowedPlayer = Static<typeof FollowedPlayerSchema>;

/**
 * The reader's own page's content (`GET /api/me/feed`): the players followed, and for the teams followed
 * (and those playing in the leagues followed), the games being played and the next ones, the latest
 * results and the news tagged with them. Never cached anywhere: it says what one reader follows.
 */
export const MeFeedSchema = Type.Object({
  teams: Type.Array(RefSchema),
  leagues: Type.Array(RefSchema),
  players: Type.Array(FollowedPlayerSchema),
  live: Type.Array(GameCardSchema),
  next: Type.Array(GameCardSchema),
  results: Type.Array(GameCardSchema),
  news: Type.Array(NewsCardSchema),
});
export type MeFeed = Static<typeof MeFeedSchema>;

/** A browser's push subscription (PushSubscription.toJSON()) with the teams it is to hear about. */
export const PushSubscriptionInputSchema = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: PUSH_MAX.endpoint }),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 1, maxLength: PUSH_MAX.key }),
    auth: Type.String({ minLength: 1, maxLength: PUSH_MAX.key }),
  }),
  teams: Ids,
});
export type PushSubscriptionInput = Static<typeof PushSubscriptionInputSchema>;
export const PushUnsubscribeSchema = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: PUSH_MAX.endpoint }) });

/** What a push message carries; the worker shows it as it is. */
export interface PushMessage {
  title: string;
  body: string;
  /** One notification per game: a later one replaces it. */
  tag: string;
  url: string;
}
