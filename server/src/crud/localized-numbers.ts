import { parseLocalizedNumber } from '@meydan/shared-types/text';
import type { TSchema } from '@sinclair/typebox';

function acceptsNumber(schema: TSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'integer' || schema.type === 'number') return true;
  const branches = (schema.anyOf ?? schema.oneOf) as TSchema[] | undefined;
  return !!branches?.some(acceptsNumber);
}

/**
 * Numeric fields accept Persian and Arabic-Indic digits ("۱۴۰۴", "٣") as typed by staff; they become
 * numbers before validation. Anything that is not a number is left for the validator to reject.
 */
export function coerceLocalizedNumbers(schema: TSchema, value: unknown): unknown {
  if (Array.isArray(value) && schema.type === 'array') {
    return value.map((v) => coerceLocalizedNumbers(schema.items as TSchema, v));
  }
  if (typeof value === 'string' && acceptsNumber(schema)) {
    return parseLocalizedNumber(value) ?? value;
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && schema.type === 'object' && schema.properties) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, sub] of Object.entries(schema.properties as Record<string, TSchema>)) {
      if (key in out) out[key] = coerceLocalizedNumbers(sub, out[key]);
    }
    return out;
  }
  return value;
}
