import { Type } from '@sinclair/typebox';

/**
 * `:id` of a record as the path spells it: a positive integer PostgreSQL can hold. A path that is not
 * one is refused before the handler runs, with the same Persian message as everywhere (see plugins/errors).
 */
const IdString = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
export const IdParamsSchema = Type.Object({ id: IdString });

/** A revision of a record: `/:id/revisions/:revisionId`. */
export const RevisionParamsSchema = Type.Object({ id: IdString, revisionId: IdString });

/** One entry of a record's list kept entry by entry (a game's commentary): `/:id/commentary/:entryId`. */
export const EntryParamsSchema = Type.Object({ id: IdString, entryId: IdString });

/** One of a record's preview links: `/:id/preview-links/:linkId`. */
export const PreviewLinkParamsSchema = Type.Object({ id: IdString, linkId: IdString });

/** A route that takes nothing from its path. */
export const NoParamsSchema = Type.Object({});

/** A catch-all route (`/admin/*`, `/media/*`, the site's pages): the rest of the path, as sent. */
export const WildcardParamsSchema = Type.Object({ '*': Type.String() });

/** A route that reads no query string: whatever is sent there is dropped. */
export const NoQuerySchema = Type.Object({});

/**
 * The list query of ra-data-simple-rest: each a JSON text, parsed and checked by parseListQuery; sent
 * twice, it is an array and refused here. Anything else in the query string is dropped.
 */
export const ListQuerySchema = Type.Object({
  sort: Type.Optional(Type.String()),
  range: Type.Optional(Type.String()),
  filter: Type.Optional(Type.String()),
});

/** An export: the list's sort and filter, and no range (it is every matching record). */
export const ExportQuerySchema = Type.Object({
  sort: Type.Optional(Type.String()),
  filter: Type.Optional(Type.String()),
});
