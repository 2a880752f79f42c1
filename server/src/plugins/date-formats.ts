import { isIsoDate, isIsoDateTime } from '@meydan/shared-types/calendar';

interface FormatRegistry {
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
}

/**
 * Replaces Ajv's `date` and `date-time` formats with ours: Ajv accepts year 0000, year 9999 and a 61st
 * second, which the database or JavaScript then refuse with a 500. Runs after ajv-formats (`onCreate`).
 */
export function registerDateFormats(ajv: FormatRegistry): void {
  ajv.addFormat('date', { type: 'string', validate: isIsoDate });
  ajv.addFormat('date-time', { type: 'string', validate: isIsoDateTime });
}
