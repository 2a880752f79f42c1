import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export type Role = 'server' | 'client';

/*
 * On two cores the server and the load generator each need one. Left to the scheduler they sometimes
 * share a core, and a run then measures half of what the one before it did (ping: 24k or 42k req/s by
 * turns on an idle machine). With taskset the server runs on core 0 and wrk on core 1, every run alike;
 * PostgreSQL is left free. Without taskset, or on one core, nothing is pinned.
 */
const CORES: Record<Role, string> = { server: '0', client: '1' };

export const pinning: boolean = (() => {
  if (process.env.BENCH_PIN === '0' || availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The command and arguments that run `command` on its role's core (or as it is, without pinning). */
export function pinned(role: Role, command: string, args: readonly string[]): [string, string[]] {
  return pinning ? ['taskset', ['-c', CORES[role], command, ...args]] : [command, [...args]];
}
