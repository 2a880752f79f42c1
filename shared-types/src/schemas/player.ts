import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, TEXT_MAX } from '../constants/product.js';
import { IsoDate, Nullable, OptionalText, RecordBase, RefId, VersionInput } from './common.js';

export const PLAYER_POSITIONS = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];
export const PlayerPositionSchema = Type.Union(PLAYER_POSITIONS.map((p) => Type.Literal(p)));

export const PREFERRED_FEET = ['right', 'left', 'both'] as const;
export type PreferredFoot = (typeof PREFERRED_FEET)[number];
export const PreferredFootSchema = Type.Union(PREFERRED_FEET.map((f) => Type.Literal(f)));

export const ShirtNumber = Type.Integer({ minimum: LIMITS.shirtNumber.min, maximum: LIMITS.shirtNumber.max });
const Height = Type.Integer({ minimum: LIMITS.heightCm.min, maximum: LIMITS.heightCm.max });
const PlayerName = Type.String({ minLength: 1, maxLength: TEXT_MAX.player });

// Position, team and the rest stay optional: a player of a sport without football's four lines, or
// between clubs, is still somebody events and line-ups can name.
export const PlayerInputSchema = Type.Object({
  ...VersionInput,
  name: PlayerName,
  photo: Type.Optional(RefId),
  birthDate: Type.Optional(Nullable(IsoDate)),
  position: Type.Optional(Nullable(PlayerPositionSchema)),
  nationality: Type.Optional(OptionalText(TEXT_MAX.nationality)),
  height: Type.Optional(Nullable(Height)),
  preferredFoot: Type.Optional(Nullable(PreferredFootSchema)),
  team: Type.Optional(RefId),
  shirtNumber: Type.Optional(Nullable(ShirtNumber)),
});
export const PlayerSchema = Type.Object({
  ...RecordBase,
  name: Type.String(),
  slug: Type.String(),
  photo: RefId,
  birthDate: Nullable(IsoDate),
  position: Nullable(PlayerPositionSchema),
  nationality: OptionalText(TEXT_MAX.nationality),
  height: Nullable(Type.Integer()),
  preferredFoot: Nullable(PreferredFootSchema),
  team: RefId,
  shirtNumber: Nullable(Type.Integer()),
});
export type Player = Static<typeof PlayerSchema>;
export type PlayerInput = Static<typeof PlayerInputSchema>;
