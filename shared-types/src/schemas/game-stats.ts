import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants/product.js';
import { Id, Nullable, Version, VersionInput } from './common.js';

/** The figures kept per side, in the order they are shown. Cards are not among them: they come from the events. */
export const GAME_STAT_KEYS = ['possession', 'shots', 'shotsOnTarget', 'corners', 'fouls', 'offsides', 'saves'] as const;
export type GameStatKey = (typeof GAME_STAT_KEYS)[number];

const figure = (key: GameStatKey) => Type.Integer({ minimum: 0, maximum: LIMITS.gameStats[key] });

/** One side's figures; a figure left out or null is one nobody counted. */
const TeamStatsInputSchema = Type.Object({
  possession: Type.Optional(Nullable(figure('possession'))),
  shots: Type.Optional(Nullable(figure('shots'))),
  shotsOnTarget: Type.Optional(Nullable(figure('shotsOnTarget'))),
  corners: Type.Optional(Nullable(figure('corners'))),
  fouls: Type.Optional(Nullable(figure('fouls'))),
  offsides: Type.Optional(Nullable(figure('offsides'))),
  saves: Type.Optional(Nullable(figure('saves'))),
});
const Counted = Nullable(Type.Integer({ minimum: 0 }));
export const TeamStatsSchema = Type.Object({
  possession: Counted,
  shots: Counted,
  shotsOnTarget: Counted,
  corners: Counted,
  fouls: Counted,
  offsides: Counted,
  saves: Counted,
});

/**
 * Body of PUT /api/admin/game/:id/stats: both sides together, with the game's version. Possession is
 * given for both sides adding up to 100, or for neither; shots on target are at most the shots.
 */
export const GameStatsInputSchema = Type.Object({
  ...VersionInput,
  home: TeamStatsInputSchema,
  away: TeamStatsInputSchema,
});

export const GameStatsSchema = Type.Object({
  id: Id,
  /** The game's version: statistics saved from an older one are refused (409). */
  version: Version,
  home: TeamStatsSchema,
  away: TeamStatsSchema,
});

export type TeamStatsInput = Static<typeof TeamStatsInputSchema>;
export type GameStatsInput = Static<typeof GameStatsInputSchema>;
export type TeamStats = Static<typeof TeamStatsSchema>;
export type GameStats = Static<typeof GameStatsSchema>;
