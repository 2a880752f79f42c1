import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { Nullable } from '@meydan/shared-types/schemas';
import { coerceLocalizedNumbers } from './localized-numbers.js';

const schema = Type.Object({
  capacity: Nullable(Type.Integer()),
  title: Type.String(),
  events: Type.Array(Type.Object({ minute: Type.Integer() })),
});

describe('coerceLocalizedNumbers', () => {
  it('turns Persian and Arabic-Indic digits typed into numeric fields into numbers', () => {
    expect(coerceLocalizedNumbers(schema, { capacity: '۷۸٬۰۰۰', title: '۱۴۰۴', events: [{ minute: '٤٥' }] })).toEqual({
      capacity: 78000,
      title: '۱۴۰۴',
      events: [{ minute: 45 }],
    });
  });

  it('leaves what is not a number for the validator to refuse', () => {
    expect(coerceLocalizedNumbers(schema, { capacity: 'زیاد' })).toEqual({ capacity: 'زیاد' });
    expect(coerceLocalizedNumbers(schema, null)).toBeNull();
  });
});
