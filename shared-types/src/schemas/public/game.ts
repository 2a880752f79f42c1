import { Type, type Static } from '@sinclair/typebox';
import { GameEventSchema, GameStatusSchema } from '../game.js';
import { LineupShapeSchema, TeamSheetSchema } from '../lineup.js';
import { ZoneSchema } from '../league.js';
import { IsoDateTime, Nullable } from '../common.js';
import { MaybeRef, RefSchema, TeamRefSchema } from './media.js';
import { PublicCommentarySchema, PublicGameStatsSchema, PublicHeadToHeadSchema } from './centre.js';

const Score = Nullable(Type.Integer());

/** The running half of a live game (see `GameClock`); null unless the game is live. */
export const GameClockSchema = Type.Object({ startedAt: IsoDateTime, base: Type.Integer({ minimum: 0 }) });

export const GameCardSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  kickoffAt: IsoDateTime,
  status: GameStatusSchema,
  home: TeamRefSchema,
  away: TeamRefSchema,
  homeScore: Score,
  awayScore: Score,
  league: MaybeRef,
  week: Nullable(Type.Integer()),
  clock: Nullable(GameClockSchema),
  /** The minute being played when this card was made (pages without JavaScript show it as it was). */
  minute: Nullable(Type.Integer()),
});
export type GameCard = Static<typeof GameCardSchema>;

/** A game as its page shows it, without the match centre's parts. */
export const GameInfoSchema = Type.Object({
  ...GameCardSchema.properties,
  homeHalfScore: Score,
  awayHalfScore: Score,
  season: Type.Object({ id: Type.Integer(), title: Type.String() }),
  weekTitle: Nullable(Type.String()),
  stadium: Nullable(Type.Object({ title: Type.String(), city: Nullable(Type.String()) })),
  referee: Nullable(Type.String()),
  attendance: Nullable(Type.Integer()),
  events: Type.Array(GameEventSchema),
  reportNews: Nullable(Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String() })),
  /** How the game's sport lines up: whether the first starter keeps goal behind the formation's lines. */
  lineupShape: LineupShapeSchema,
});
export type GameInfo = Static<typeof GameInfoSchema>;

export const GameLineupsSchema = Type.Object({ home: Nullable(TeamSheetSchema), away: Nullable(TeamSheetSchema) });

/** The match centre's parts: what the game page's payload adds to the game and the centre read returns. */
export const GameCentrePartsSchema = Type.Object({
  /** The team sheets, once staff have entered them. */
  lineups: GameLineupsSchema,
  stats: PublicGameStatsSchema,
  commentary: PublicCommentarySchema,
  headToHead: PublicHeadToHeadSchema,
});

/** The game page's game: everything about it, the centre's parts included. */
export const GameDetailSchema = Type.Object({ ...GameInfoSchema.properties, ...GameCentrePartsSchema.properties });
export type GameDetail = Static<typeof GameDetailSchema>;

/** GET /api/public/games/:id/centre: the same parts, the game apart from them. */
export const GameCentreSchema = Type.Object({ game: GameInfoSchema, ...GameCentrePartsSchema.properties });
export type GameCentre = Static<typeof GameCentreSchema>;

const FormResultSchema = Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]);
export const PublicTableRowSchema = Type.Object({
  rank: Type.Integer(),
  team: TeamRefSchema,
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
  goalDifference: Type.Integer(),
  points: Type.Integer(),
  form: Type.Array(FormResultSchema),
  zone: Nullable(Type.Object({ label: Type.String(), color: Type.String() })),
});
export type PublicTableRow = Static<typeof PublicTableRowSchema>;

export const PublicTableSchema = Type.Object({
  league: RefSchema,
  sport: RefSchema,
  season: Type.Object({ id: Type.Integer(), title: Type.String() }),
  zones: Type.Array(ZoneSchema),
  rows: Type.Array(PublicTableRowSchema),
});
export type PublicTable = Static<typeof PublicTableSchema>;
