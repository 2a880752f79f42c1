/** Excel reads a CSV file as UTF-8 (and so Persian text as Persian) only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula: text a reader wrote (a comment,
 * a name) must stay text when staff open the export.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (Array.isArray(value)) text = value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join(' ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (RFC 4180: quoted where needed, CRLF). */
export const csvRow = (values: readonly unknown[]): string => `${values.map(cell).join(',')}\r\n`;
