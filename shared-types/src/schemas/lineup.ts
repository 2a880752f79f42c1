import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, TEXT_MAX } from '../constants/product.js';
import { Id, Nullable, OptionalText, Version, VersionInput } from './common.js';
import { PlayerPositionSchema, ShirtNumber } from './player.js';

/**
 * Who fills a place on a team sheet: one of the team's squad by `id`, or by `name` someone the database
 * does not know. One object rather than a union of two: the server strips unknown properties, and a union
 * would lose the name while trying the first branch.
 */
const LineupPlayerInputSchema = Type.Object({
  id: Type.Optional(Id),
  name: Type.Optional(Type.String({ maxLength: TEXT_MAX.player })),
});
const LineupEntryInputSchema = Type.Object({
  player: LineupPlayerInputSchema,
  /** Defaults to the squad player's own number. */
  shirtNumber: Type.Optional(Nullable(ShirtNumber)),
  /** A starter's defaults to the place the formation gives them; a substitute's to the player's own. */
  position: Type.Optional(Nullable(PlayerPositionSchema)),
});
const TeamSheetInputSchema = Type.Object({
  /** Required where the sport has a goalkeeper (lines behind them); a free note otherwise. */
  formation: Type.String({ maxLength: TEXT_MAX.formation }),
  coach: Type.Optional(OptionalText(TEXT_MAX.player)),
  // As many as the sport starts, which the rules check to say so in words; the bound here only keeps bodies small.
  starters: Type.Array(LineupEntryInputSchema, { maxItems: 30 }),
  bench: Type.Optional(Type.Array(LineupEntryInputSchema, { maxItems: LIMITS.benchMax })),
});

/** Body of PUT /api/admin/game/:id/lineup: both sides' sheets in one save; null clears a side. */
export const GameLineupInputSchema = Type.Object({
  ...VersionInput,
  home: Nullable(TeamSheetInputSchema),
  away: Nullable(TeamSheetInputSchema),
});

/** A squad player carries their id (and their name as saved); someone typed in has only a name. */
const LineupPlayerSchema = Type.Object({ id: Type.Optional(Id), name: Type.String() });
export const LineupEntrySchema = Type.Object({
  player: LineupPlayerSchema,
  shirtNumber: Nullable(Type.Integer()),
  position: Nullable(PlayerPositionSchema),
});
export const TeamSheetSchema = Type.Object({
  formation: Type.String(),
  coach: Nullable(Type.String()),
  starters: Type.Array(LineupEntrySchema),
  bench: Type.Array(LineupEntrySchema),
});
export const LineupShapeSchema = Type.Object({ starters: Type.Integer(), hasGoalkeeper: Type.Boolean() });
export const GameLineupSchema = Type.Object({
  id: Id,
  /** The game's version: line-ups saved from an older one are refused (409). */
  version: Version,
  /** How the game's sport lines up, which the sheets are checked against. */
  shape: LineupShapeSchema,
  home: Nullable(TeamSheetSchema),
  away: Nullable(TeamSheetSchema),
});

export type LineupEntryInput = Static<typeof LineupEntryInputSchema>;
export type TeamSheetInput = Static<typeof TeamSheetInputSchema>;
export type GameLineupInput = Static<typeof GameLineupInputSchema>;
export type LineupEntry = Static<typeof LineupEntrySchema>;
export type TeamSheet = Static<typeof TeamSheetSchema>;
export type GameLineup = Static<typeof GameLineupSchema>;
