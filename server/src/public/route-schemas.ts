import { Type, type TProperties } from '@sinclair/typebox';

/**
 * Path and query-string schemas of the public routes. They never refuse a reader's URL: an id is any
 * text (the handler answers an odd one with the page's own 404), a query value may come more than once,
 * and a parameter no route reads (`utm_*`, `?cb=`) is tolerated. The app's Ajv removes every property a
 * schema does not list, so the handlers see only the keys below; the page cache keys on the URL itself.
 */
export const QueryValue = Type.Union([Type.String(), Type.Array(Type.String())]);

/** The query string of a public route: the keys it reads, anything else tolerated. */
export const PublicQuery = <P extends TProperties>(keys: P) => Type.Object(keys, { additionalProperties: true });

/** A route that reads no query string. */
export const NoPublicQuery = PublicQuery({});

/** A route that takes nothing from its path. */
export const NoPublicParams = Type.Object({});

/** `:id` of a public path, as sent: the handler parses it and answers 404 for anything but a record id. */
export const IdTextParams = Type.Object({ id: Type.String() });

/** A query value as the handlers have always read it: one text, or the values joined when sent twice. */
export const queryText = (value: string | string[] | undefined): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(',') : value;
