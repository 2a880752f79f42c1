/** What a reader can follow; the browser keeps them under FOLLOWS_STORAGE_KEY as `{ teams, leagues, players }`. */
export const FOLLOW_KINDS = ['team', 'league', 'player'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
/** Follows of each kind one reader may keep, in the browser and in the account alike. */
export const FOLLOW_MAX = 50;
export const FOLLOWS_STORAGE_KEY = 'meydan:follows';
/** Column sizes of a push subscription: push services' endpoints are a few hundred characters. */
export const PUSH_MAX = { endpoint: 1000, key: 200, subscriptionsPerTeam: 100_000 } as const;
