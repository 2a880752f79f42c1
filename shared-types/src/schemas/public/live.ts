import { Type, type Static } from '@sinclair/typebox';
import { GameEventSchema, GameStatusSchema } from '../game.js';
import { Nullable } from '../common.js';
import { GameClockSchema } from './game.js';

const Score = Nullable(Type.Integer());

/** Everything about a game that changes while it is played: what the stream sends, whole, on each change. */
const LiveGameSchema = Type.Object({
  id: Type.Integer(),
  status: GameStatusSchema,
  homeScore: Score,
  awayScore: Score,
  homeHalfScore: Score,
  awayHalfScore: Score,
  clock: Nullable(GameClockSchema),
  events: Type.Array(GameEventSchema),
});
export type LiveGame = Static<typeof LiveGameSchema>;

/** The data of one `game` event: the state, and the server's clock for the minute shown next to it. */
export const LiveMessageSchema = Type.Object({ now: Type.Integer(), game: LiveGameSchema });
export type LiveMessage = Static<typeof LiveMessageSchema>;
