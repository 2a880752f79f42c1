import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable } from '../common.js';
import { PlayerPositionSchema, PreferredFootSchema } from '../player.js';
import { MaybeImage, RefSchema, TeamRefSchema } from './media.js';

/** A player as their page shows them; `age` is counted on the day the page was made. */
export const PlayerDetailSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  photo: MaybeImage,
  birthDate: Nullable(IsoDate),
  age: Nullable(Type.Integer()),
  position: Nullable(PlayerPositionSchema),
  nationality: Nullable(Type.String()),
  height: Nullable(Type.Integer()),
  preferredFoot: Nullable(PreferredFootSchema),
  shirtNumber: Nullable(Type.Integer()),
  team: Nullable(TeamRefSchema),
});
export type PlayerDetail = Static<typeof PlayerDetailSchema>;

/**
 * A player's numbers in the current seasons: team sheets give the starts and the games begun on the
 * bench, events the goals (penalties included, own goals not), assists and cards (a second yellow is a red).
 */
export const PlayerSeasonStatsSchema = Type.Object({
  starts: Type.Integer(),
  bench: Type.Integer(),
  goals: Type.Integer(),
  assists: Type.Integer(),
  yellowCards: Type.Integer(),
  redCards: Type.Integer(),
});
export type PlayerSeasonStats = Static<typeof PlayerSeasonStatsSchema>;

/** A player in a list (a squad, a leader board): enough for a linked name. */
export const PlayerRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  shirtNumber: Nullable(Type.Integer()),
  position: Nullable(PlayerPositionSchema),
});
export type PlayerRef = Static<typeof PlayerRefSchema>;

/** One row of a leader board: the player, the club they play for now, and the count. */
export const LeaderRowSchema = Type.Object({
  rank: Type.Integer(),
  player: PlayerRefSchema,
  team: Nullable(RefSchema),
  count: Type.Integer(),
});
export type LeaderRow = Static<typeof LeaderRowSchema>;

/** One row of the cards board: yellows and reds (a second yellow counts as a red). */
export const CardsRowSchema = Type.Object({
  rank: Type.Integer(),
  player: PlayerRefSchema,
  team: Nullable(RefSchema),
  yellow: Type.Integer(),
  red: Type.Integer(),
});
export type CardsRow = Static<typeof CardsRowSchema>;
