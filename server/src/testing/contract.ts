import { isIsoDate, isIsoDateTime } from '@meydan/shared-types/calendar';
import type { TSchema } from '@sinclair/typebox';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const isUri = (value: string) => URL.canParse(value);
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

// The formats the shared schemas use; dates are checked as the server's validator checks them (plugins/date-formats.ts).
const FORMATS: [string, (value: string) => boolean][] = [
  ['date', isIsoDate],
  ['date-time', isIsoDateTime],
  ['uri', isUri],
  ['email', isEmail],
];
for (const [name, check] of FORMATS) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);

/** Where a value breaks a shared schema, one line per place (empty when it keeps the contract). */
export function contractErrors(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].map((e) => `${e.path || '/'}: ${e.message}`);
}
