import fc from 'fast-check';
import { Kind, OptionalKind, type TSchema } from '@sinclair/typebox';

/*
 * Inputs for the property tests that hunt for 5xx answers: values that fit a TypeBox schema most of the
 * time (so requests get past validation and reach the database), and near misses or plain garbage the
 * rest of the time.
 */

/** Names that exist on every plain object: a lookup by user input must never find them. */
export const PROTOTYPE_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  'prototype',
] as const;

const PERSIAN_WORDS = ['استقلال', 'پرسپولیس', 'سپاهان', 'گل', 'بازی', 'لیگ برتر', 'فوتبال', 'والیبال', '۱۴۰۳', 'نیم‌فصل'];

/** Strings people and scripts actually send: Persian, Arabic digits, controls, NUL, markup, SQL-ish. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...PERSIAN_WORDS, ...PROTOTYPE_KEYS),
  fc.constantFrom(
    '',
    ' ',
    '\u200c',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '٠١٢٣',
    '۱۲۳',
    "'; drop table news; --",
    '%',
    '_',
    '\\',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    'null',
    'undefined',
    'NaN',
    '1e400',
    '-0',
    '0x10',
    '2024-13-45',
    '99999-01-01',
    '0000-01-01T00:00:00Z',
    '2024-12-31T23:59:60Z',
    '+275760-09-13T00:00:00Z',
  ),
  fc.integer({ min: 201, max: 5000 }).map((n) => 'ب'.repeat(n)),
);

const dateTimeString: fc.Arbitrary<string> = fc.oneof(
  fc
    .date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2300-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc
    .tuple(
      fc.integer({ min: -1, max: 99999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.integer({ min: 0, max: 25 }),
    )
    .map(
      ([y, m, d, h]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:60Z`,
    ),
  fc.constantFrom(
    '2024-02-29T10:00:00+03:30',
    '2023-02-29T10:00:00Z',
    '9999-12-31T23:59:59Z',
    '1900-01-01T00:00:00Z',
    '2024-01-01T00:00:00',
  ),
);

const dateString: fc.Arbitrary<string> = fc.oneof(
  dateTimeString.map((s) => s.slice(0, 10)),
  fc.constantFrom('2024-13-45', '0000-01-01', '2024-02-30', '1900-01-01', '2199-12-31', '2200-01-01'),
);

/** Integers around every boundary PostgreSQL and JavaScript have. */
const edgeInteger = fc.constantFrom(
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
);

/** Any JSON value, including objects keyed by prototype names. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  nastyString,
  edgeInteger,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(null, true, false, [], {}, [null], { $in: [1] }, { $gt: 0 }, { $or: [] }),
  fc.constantFrom(...PROTOTYPE_KEYS).map((k) => JSON.parse(`{${JSON.stringify(k)}: 1}`) as unknown),
);

export interface SchemaArbitraryOptions {
  /** Ids that may exist, for references. */
  id: fc.Arbitrary<number>;
}

type Schema = TSchema & Record<string, unknown>;

/** A value that should satisfy the schema (string lengths and formats aside, where edges are the point). */
export function validFor(schema: TSchema, opts: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const s = schema as Schema;
  switch (s[Kind]) {
    case 'Literal':
      return fc.constant(s.const);
    case 'Null':
      return fc.constant(null);
    case 'Boolean':
      return fc.boolean();
    case 'Integer': {
      const min = typeof s.minimum === 'number' ? s.minimum : -1000;
      const max = typeof s.maximum === 'number' ? s.maximum : 1000;
      // An id-like integer (minimum 1, no maximum) is a reference: mostly ids that exist.
      if (s.minimum === 1 && s.maximum === undefined)
        return fc.oneof({ weight: 4, arbitrary: opts.id }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }) });
      return fc.integer({ min, max });
    }
    case 'Number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'String': {
      if (s.format === 'date-time') return dateTimeString;
      if (s.format === 'date') return dateString;
      if (s.format === 'email') return fc.oneof(fc.emailAddress(), fc.constantFrom('a@b.c', 'x@y', '@', 'رضا@مثال.ایران'));
      if (s.format === 'uri') return fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'http://', 'https://ورزش.ایران/خبر'));
      if (s.pattern === '^#[0-9a-fA-F]{6}$') return fc.oneof(fc.stringMatching(/^#[0-9a-fA-F]{6}$/), fc.constant('#12345'));
      const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
      const maxLength = Math.min(typeof s.maxLength === 'number' ? s.maxLength : 80, 80);
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .array(fc.constantFrom(...PERSIAN_WORDS), { minLength: Math.ceil(minLength / 2) + 1, maxLength: 6 })
            .map((w) => w.join(' ').slice(0, Math.max(maxLength, minLength))),
        },
        { weight: 1, arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }) },
        { weight: 1, arbitrary: nastyString },
      );
    }
    case 'Array': {
      const maxLength = Math.min(typeof s.maxItems === 'number' ? s.maxItems : 5, 5);
      const items = validFor(s.items as TSchema, opts);
      return s.uniqueItems ? fc.uniqueArray(items, { maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(items, { maxLength });
    }
    case 'Union':
      return fc.oneof(...(s.anyOf as TSchema[]).map((branch) => validFor(branch, opts)));
    case 'Object': {
      const properties = s.properties as Record<string, TSchema>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(properties)) model[key] = validFor(prop, opts);
      return fc.record(model, {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k) && !(properties[k] as Schema)[OptionalKind]),
      });
    }
    default:
      return junk;
  }
}

/** Mostly schema-shaped bodies with some fields replaced by junk, extra keys, or no object at all. */
export function bodyFor(schema: TSchema, opts: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const s = schema as Schema;
  const properties = (s.properties ?? {}) as Record<string, TSchema>;
  const mutated = fc
    .tuple(
      validFor(schema, opts) as fc.Arbitrary<Record<string, unknown>>,
      fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(properties)), fc.string({ maxLength: 12 })), junk, { maxKeys: 2 }),
    )
    .map(([valid, overrides]) => ({ ...valid, ...overrides }));
  return fc.oneof({ weight: 3, arbitrary: validFor(schema, opts) }, { weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: junk });
}

/** encodeURIComponent that does not throw on a lone surrogate (a browser sends U+FFFD for it too). */
export const encodePart = (s: string): string => encodeURIComponent(s.replace(/[\ud800-\udfff]/gu, '\ufffd'));

/** A request body as sent on the wire: JSON of a value, or text that is not JSON at all. */
export const rawBody = (value: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(
          '{',
          '{"title":',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '[',
          '""',
          '\u0000',
          '{"a":1}{"b":2}',
        ),
      ),
    },
  );
