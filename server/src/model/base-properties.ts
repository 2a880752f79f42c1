import { p } from '@mikro-orm/core';
import { TsvectorLiteralType } from './tsvector-type.js';

/** id, timestamps and version every entity carries. */
export const baseProperties = {
  id: p.integer().primary().autoincrement(),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
  /**
   * Raised by one with every update the ORM flushes, and checked by it (`where version = ?`): a write
   * based on an older read is refused instead of silently replacing what someone else saved.
   */
  version: p.integer().version(),
};

/** Normalized text used by the `q` filter (pg_trgm index), kept in step with the title on every write. */
export const searchProperty = { searchText: p.text().default('').hidden() };

/**
 * The public search document (a tsvector built in src/search), rewritten with the text it indexes; never
 * read back. Triggers copy it, while the row is published, into `search_entry`, which search reads.
 */
export const searchVectorProperty = { searchVector: p.type(TsvectorLiteralType).default('').lazy(true, false).hidden() };
