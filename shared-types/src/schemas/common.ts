import { Type, type TSchema, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants.js';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Id = Type.Integer({ minimum: 1 });
export const RefId = Nullable(Id);
export const IdList = Type.Array(Id, { maxItems: 200, uniqueItems: true });
export const Title = Type.String({ minLength: 1, maxLength: LIMITS.titleMax });
export const OptionalText = (maxLength: number) => Nullable(Type.String({ maxLength }));
export const IsoDateTime = Type.String({ format: 'date-time' });
export const IsoDate = Type.String({ format: 'date' });
export const SortOrder = Type.Integer({ minimum: -100000, maximum: 100000 });
export const PublicationStatus = Type.Union([Type.Literal('draft'), Type.Literal('published')]);
export type PublicationStatus = Static<typeof PublicationStatus>;

/** Every record the API returns carries these. */
export const RecordBase = {
  id: Id,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
};
