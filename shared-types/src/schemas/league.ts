import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, RecordBase, RefId, SortOrder, Title, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';

export const TIE_BREAKERS = ['points', 'goal_difference', 'goals_for', 'head_to_head', 'wins'] as const;
export const TieBreaker = Type.Union(TIE_BREAKERS.map((t) => Type.Literal(t)));
export type TieBreaker = (typeof TIE_BREAKERS)[number];

export const ZoneSchema = Type.Object({
  from: Type.Integer({ minimum: 1, maximum: 100 }),
  to: Type.Integer({ minimum: 1, maximum: 100 }),
  label: Type.String({ minLength: 1, maxLength: TEXT_MAX.zoneLabel }),
  color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
});
export type Zone = Static<typeof ZoneSchema>;

const Points = Nullable(Type.Integer({ minimum: -10, maximum: 10 }));

export const LeagueInputSchema = Type.Object({
  ...VersionInput,
  title: Title,
  sport: Id,
  age: Type.Optional(RefId),
  logo: Type.Optional(RefId),
  sortOrder: Type.Optional(SortOrder),
  isActive: Type.Optional(Type.Boolean()),
  /** null means: take the sport's default. */
  winPoints: Type.Optional(Points),
  drawPoints: Type.Optional(Points),
  lossPoints: Type.Optional(Points),
  tieBreakers: Type.Optional(Type.Array(TieBreaker, { uniqueItems: true, maxItems: TIE_BREAKERS.length })),
  zones: Type.Optional(Type.Array(ZoneSchema, { maxItems: 10 })),
});
export const LeagueSchema = Type.Object({
  ...RecordBase,
  title: Type.String(),
  slug: Type.String(),
  sport: Id,
  age: RefId,
  logo: RefId,
  sortOrder: Type.Integer(),
  isActive: Type.Boolean(),
  winPoints: Nullable(Type.Integer()),
  drawPoints: Nullable(Type.Integer()),
  lossPoints: Nullable(Type.Integer()),
  tieBreakers: Type.Array(TieBreaker),
  zones: Type.Array(ZoneSchema),
});
export type League = Static<typeof LeagueSchema>;
