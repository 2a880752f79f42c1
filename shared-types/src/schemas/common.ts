import { Type, type TObject, type TSchema, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants/product.js';

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

/** Raised by one with every update of a record. */
export const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/**
 * The version the client read, sent back with an update: an older one than the stored record's is
 * refused with 409 and the stored record (ConflictBody), so no one's save silently replaces another's.
 */
export const VersionInput = { version: Type.Optional(Version) };

/** Every record the API returns carries these. */
export const RecordBase = {
  id: Id,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  version: Version,
};

/**
 * A refused update (409) of a record of that schema: when it was based on an older version, `current` is
 * what is stored now, in the record's own shape; a clash with another record (a repeated key) has only the message.
 */
export const ConflictBodySchema = <T extends TObject>(record: T) => Type.Object({ message: Type.String(), current: Type.Optional(record) });
export type ConflictBody<T extends TObject = TObject> = Static<ReturnType<typeof ConflictBodySchema<T>>>;
