import { hash, verify } from '@node-rs/argon2';
import { GateFull, WorkGate } from '../security/work-gate.js';
import { HttpError } from '../http-errors.js';

// OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id, a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash takes a core and 19 MiB for tens of milliseconds, whatever the email: a crowd of logins
 * for unknown addresses, each a full check so that timing tells nothing, took every core from the
 * rest of the server. So hashes run a few at a time, process-wide, and a login past the waiting line
 * is told to come back instead of adding to it.
 */
const gate = new WorkGate(2, 32);

export const limitPasswordHashing = (concurrency: number, queue: number) => gate.resize(concurrency, queue);

const BUSY = 'سرور در حال بررسی ورودهای زیادی است؛ چند ثانیه بعد دوباره تلاش کنید.';

async function gated<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await gate.run(task);
  } catch (err) {
    if (err instanceof GateFull) throw new HttpError(503, BUSY, undefined, { 'Retry-After': '2' });
    throw err;
  }
}

export const hashPassword = (password: string) => gated(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return gated(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** A hash of a random password, verified against when the email is unknown so timing reveals nothing. */
export const DUMMY_HASH = await hash('no-such-user-password', OPTIONS);
