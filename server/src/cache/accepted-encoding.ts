/// <reference path="./negotiator.d.ts" />
import Negotiator from 'negotiator';
import type { Encoding } from './rendered.js';

// Smallest first among equals: brotli when the reader rates both the same, as every browser does.
const OFFERED: readonly (Encoding | 'identity')[] = ['br', 'gzip', 'identity'];

/*
 * Browsers send a handful of distinct headers, so each is parsed once; the bound only matters against a
 * client that sends a new header on every request.
 */
const parsed = new Map<string, Encoding | null>();
const KEPT = 64;

/**
 * The encoding to send a kept body in, from `Accept-Encoding` with its q-values (RFC 9110 §12.5.3):
 * `null` means the body as it is, which is also the answer when the reader refuses every coding offered.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let choice = parsed.get(header);
  if (choice !== undefined) return choice;
  const best = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(OFFERED, { preferred: OFFERED })[0];
  choice = best === 'br' || best === 'gzip' ? best : null;
  if (parsed.size >= KEPT) parsed.clear();
  parsed.set(header, choice);
  return choice;
}
