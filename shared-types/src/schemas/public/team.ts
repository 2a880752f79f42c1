import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../common.js';
import { PublicTableRowSchema } from './game.js';
import { MaybeImage, RefSchema } from './media.js';

export const TeamDetailSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  shortTitle: Nullable(Type.String()),
  slug: Type.String(),
  logo: MaybeImage,
  sport: RefSchema,
  city: Nullable(Type.String()),
  foundedYear: Nullable(Type.Integer()),
  stadium: Nullable(Type.Object({ title: Type.String(), city: Nullable(Type.String()), capacity: Nullable(Type.Integer()) })),
});

/** Where the team stands in a current season: its row, and a few rows around it for context. */
export const TeamStandingSchema = Type.Object({
  league: RefSchema,
  season: Type.Object({ id: Type.Integer(), title: Type.String() }),
  rank: Type.Integer(),
  teamCount: Type.Integer(),
  rows: Type.Array(PublicTableRowSchema),
});
export type TeamStanding = Static<typeof TeamStandingSchema>;
