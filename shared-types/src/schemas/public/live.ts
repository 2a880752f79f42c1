import { Type, type Static } from '@sinclair/typebox';
import { GameEventSchema, GameStatusSchema } from '../game.js';
import { Nullable } from '../common.js';
import { GameClockSchema, GameLineupsSchema } from './game.js';
import { PublicCommentaryEntrySchema, PublicGameStatsSchema } from './centre.js';

const Score = Nullable(Type.Integer());

/** A commentary entry removed since: only its id and the change that removed it. */
const RemovedCommentarySchema = Type.Object({ id: Type.Integer(), seq: Type.Integer({ minimum: 1 }), removed: Type.Literal(true) });

/**
 * The commentary's latest changes rather than the whole of it: the entries (or removals) with the highest
 * change numbers, at most LIVE_COMMENTARY_WINDOW of them, highest first. Every change numbered `from` or
 * higher is among them. A reader holding the commentary up to change S applies them (replace or add by
 * `id`, drop the removed ones, keep the order of PublicCommentary) when `S + 1 >= from`; otherwise it has
 * missed changes and reads the whole commentary again (GET /api/public/games/:id/centre). With `seq <= S`
 * there is nothing new.
 */
export const LiveCommentarySchema = Type.Object({
  seq: Type.Integer({ minimum: 0 }),
  from: Type.Integer({ minimum: 1 }),
  changes: Type.Array(Type.Union([PublicCommentaryEntrySchema, RemovedCommentarySchema])),
});
export type LiveCommentary = Static<typeof LiveCommentarySchema>;

/**
 * Everything about a game that changes while it is played: what the stream sends, whole, on each change
 * (the commentary only as its latest changes).
 */
const LiveGameSchema = Type.Object({
  id: Type.Integer(),
  status: GameStatusSchema,
  homeScore: Score,
  awayScore: Score,
  homeHalfScore: Score,
  awayHalfScore: Score,
  clock: Nullable(GameClockSchema),
  events: Type.Array(GameEventSchema),
  lineups: GameLineupsSchema,
  stats: PublicGameStatsSchema,
  commentary: LiveCommentarySchema,
});
export type LiveGame = Static<typeof LiveGameSchema>;

/** The data of one `game` event: the state, and the server's clock for the minute shown next to it. */
export const LiveMessageSchema = Type.Object({ now: Type.Integer(), game: LiveGameSchema });
export type LiveMessage = Static<typeof LiveMessageSchema>;
