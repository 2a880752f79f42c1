import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, TEXT_MAX } from '../constants/product.js';
import { Id, IsoDateTime, Nullable, OptionalText, RecordBase, RefId, Version, VersionInput } from './common.js';

export const GAME_STATUSES = ['scheduled', 'live', 'half_time', 'finished', 'postponed', 'cancelled', 'awarded'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const GameStatusSchema = Type.Union(GAME_STATUSES.map((s) => Type.Literal(s)));
/** Statuses on which events may be recorded. */
export const EVENT_STATUSES: readonly GameStatus[] = ['live', 'half_time', 'finished', 'awarded'];

export const GAME_EVENT_TYPES = [
  'goal',
  'own_goal',
  'penalty_goal',
  'penalty_missed',
  'yellow_card',
  'second_yellow',
  'red_card',
  'substitution',
  'var_disallowed',
] as const;
export type GameEventType = (typeof GAME_EVENT_TYPES)[number];

const Score = Nullable(Type.Integer({ minimum: 0, maximum: LIMITS.scoreMax }));
const Side = Type.Union([Type.Literal('home'), Type.Literal('away')]);
export type GameSide = Static<typeof Side>;

export const GameInputSchema = Type.Object({
  ...VersionInput,
  season: Id,
  week: Type.Optional(RefId),
  homeTeam: Id,
  awayTeam: Id,
  stadium: Type.Optional(RefId),
  kickoffAt: IsoDateTime,
  status: Type.Optional(GameStatusSchema),
  homeScore: Type.Optional(Score),
  awayScore: Type.Optional(Score),
  homeHalfScore: Type.Optional(Score),
  awayHalfScore: Type.Optional(Score),
  referee: Type.Optional(OptionalText(TEXT_MAX.referee)),
  attendance: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 300000 }))),
  reportNews: Type.Optional(RefId),
});
export const GameSchema = Type.Object({
  ...RecordBase,
  season: Id,
  week: RefId,
  homeTeam: Id,
  awayTeam: Id,
  stadium: RefId,
  kickoffAt: IsoDateTime,
  status: GameStatusSchema,
  homeScore: Score,
  awayScore: Score,
  homeHalfScore: Score,
  awayHalfScore: Score,
  referee: OptionalText(TEXT_MAX.referee),
  attendance: Nullable(Type.Integer()),
  reportNews: RefId,
  /** The running half's clock, set by the server when the game turns live (see GameClock). */
  clockStartedAt: Nullable(IsoDateTime),
  clockBase: Nullable(Type.Integer()),
});

const GameEventInputSchema = Type.Object({
  minute: Type.Integer({ minimum: 0, maximum: 150 }),
  extraMinute: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 30 }))),
  side: Side,
  type: Type.Union(GAME_EVENT_TYPES.map((t) => Type.Literal(t))),
  /** The name as shown; with `playerId` the server writes the squad player's own name here. */
  player: Type.String({ maxLength: TEXT_MAX.player }),
  relatedPlayer: Type.Optional(OptionalText(TEXT_MAX.player)),
  /** A player of the event's team in the database; without it the name alone stands for someone it does not know. */
  playerId: Type.Optional(RefId),
  relatedPlayerId: Type.Optional(RefId),
});
export const GameEventSchema = Type.Object({
  id: Id,
  ...GameEventInputSchema.properties,
  playerId: RefId,
  relatedPlayerId: RefId,
});

/** Body of PUT /api/admin/game/:id/result; the events list replaces the stored one. */
export const GameResultInputSchema = Type.Object({
  ...VersionInput,
  status: GameStatusSchema,
  homeScore: Score,
  awayScore: Score,
  homeHalfScore: Type.Optional(Score),
  awayHalfScore: Type.Optional(Score),
  events: Type.Array(GameEventInputSchema, { maxItems: 200 }),
});
export const GameResultSchema = Type.Object({
  id: Id,
  /** The game's version: a result saved from an older one is refused (409). */
  version: Version,
  status: GameStatusSchema,
  homeScore: Score,
  awayScore: Score,
  homeHalfScore: Score,
  awayHalfScore: Score,
  events: Type.Array(GameEventSchema),
});
export type Game = Static<typeof GameSchema>;
export type GameEventInput = Static<typeof GameEventInputSchema>;
export type GameEvent = Static<typeof GameEventSchema>;
export type GameResultInput = Static<typeof GameResultInputSchema>;
export type GameResult = Static<typeof GameResultSchema>;
