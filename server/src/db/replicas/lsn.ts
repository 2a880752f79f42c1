/**
 * A WAL position, as PostgreSQL prints a `pg_lsn` (`16/B374D848`): two hexadecimal halves of one 64-bit
 * byte offset. Held as a bigint because the text does not order: `9/FFFFFFFF` sorts after `10/0` as a
 * string, and `0/FFFFFF` after `0/1000000`.
 */
export type Lsn = bigint;

const LSN_TEXT = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The position a `pg_lsn` text names; null for anything else (a missing or foreign message field). */
export function parseLsn(text: unknown): Lsn | null {
  if (typeof text !== 'string') return null;
  const m = LSN_TEXT.exec(text);
  if (!m) return null;
  return (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`);
}

/** The `pg_lsn` text of a position, as PostgreSQL writes it. */
export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}
