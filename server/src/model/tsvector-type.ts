import { Type } from '@mikro-orm/core';

/**
 * A tsvector written from its literal text (`'word':1A 'other':2D`, built in src/search) and cast as is.
 * MikroORM maps a plain `tsvector` column to its FullTextType, which would run the literal through
 * to_tsvector and index its quotes and positions as words.
 */
export class TsvectorLiteralType extends Type<string, string> {
  override getColumnType(): string {
    return 'tsvector';
  }

  override convertToDatabaseValueSQL(key: string): string {
    return `${key}::tsvector`;
  }

  override compareAsType(): string {
    return 'string';
  }
}
