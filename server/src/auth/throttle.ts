import { createHash } from 'node:crypto';

/**
 * Exponential back-off for one key: `free` attempts, then each further attempt only after a wait that
 * starts at `baseMs` and doubles up to `maxMs`. A key is forgotten `forgetMs` after its last block ends.
 */
export interface Backoff {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

export type Verdict = { admitted: true } | { admitted: false; retryAfterMs: number };

/**
 * Attempt counters. `attempt` counts and decides in one atomic step, so concurrent attempts each get
 * their own number and no more than the allowance ever go through.
 */
export interface ThrottleStore {
  attempt(key: string, rule: Backoff, now?: number): Promise<Verdict>;
  /** Gives one attempt back (a successful login should not use up its address's allowance). */
  refund(key: string, rule: Backoff): Promise<void>;
  /** Forgets a key altogether (the owner logged in from there). */
  clear(key: string): Promise<void>;
}

/** The wait after the n-th admitted attempt, or null while attempts are still free. */
export function blockAfter(attempts: number, rule: Backoff): number | null {
  if (attempts < rule.free) return null;
  return Math.min(rule.baseMs * 2 ** Math.min(attempts - rule.free, 40), rule.maxMs);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The login policy; docs/security.md, "Login throttling", explains it. */
export const LOGIN_RULES = {
  /** One account from one address: the attacker's own budget, cleared when the owner logs in there. */
  accountAddress: { free: 5, baseMs: MINUTE, maxMs: HOUR, forgetMs: 24 * HOUR },
  /** One account from everywhere, against guessing spread over many addresses (ASVS: ≤ 100 failures an hour). */
  account: { free: 20, baseMs: MINUTE, maxMs: HOUR, forgetMs: 24 * HOUR },
  /** A browser the owner has logged in with, which skips the two account keys but not its address. */
  device: { free: 5, baseMs: MINUTE, maxMs: HOUR, forgetMs: 24 * HOUR },
  /** One address across accounts (password spraying); `free` is LOGIN_MAX_PER_IP. */
  address: (free: number): Backoff => ({ free, baseMs: MINUTE, maxMs: 15 * MINUTE, forgetMs: HOUR }),
} as const;

/** Keys name what they count without storing an email or an address in clear. */
export function throttleKey(kind: 'address' | 'account' | 'account-address' | 'device', ...parts: string[]): string {
  return `${kind}:${createHash('sha256').update(parts.join('\n')).digest('base64url')}`;
}
