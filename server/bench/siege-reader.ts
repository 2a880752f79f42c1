import http from 'node:http';
import { readFileSync } from 'node:fs';
import { ask, lanes, Tally } from './siege-client.js';
import type { Kind, Phase, ReaderPlan, ReaderTallies } from './siege-report.js';

/*
 * The well-behaved reader of `pnpm bench:siege`, in a process of its own (see siege.ts): cached pages
 * and article misses at a steady pace, and /api/ping one request after another, each answer filed
 * under the phase it was asked in (quiet, then siege). Prints its tallies as JSON when done.
 */
async function main() {
  const plan = JSON.parse(readFileSync(process.argv[2], 'utf8')) as ReaderPlan;
  const origin = new URL(plan.origin);
  // performance.now() on this process's clock, from the plan's epoch times.
  const at = (epochMs: number) => performance.now() + (epochMs - Date.now());
  const start = at(plan.startAt);
  const siegeAt = start + plan.quietMs;
  const end = siegeAt + plan.siegeMs;
  const tallies = {
    cached: { quiet: new Tally(), siege: new Tally() },
    miss: { quiet: new Tally(), siege: new Tally() },
    ping: { quiet: new Tally(), siege: new Tally() },
  };
  const phase = (t: number): Phase => (t < siegeAt ? 'quiet' : 'siege');
  const headers = { 'accept-encoding': 'br', 'x-forwarded-for': plan.address };
  const agent = (sockets: number) => new http.Agent({ keepAlive: true, maxSockets: sockets });
  /** Cached pages also path by path, to tell which page a slow answer was. */
  const byPath: Record<string, Record<Phase, Tally>> = {};
  const record = async (kind: Kind, a: http.Agent, path: string) => {
    const asked = performance.now();
    const answer = await ask(a, origin, { path, headers });
    tallies[kind][phase(asked)].add(answer);
    if (kind === 'cached') (byPath[path] ??= { quiet: new Tally(), siege: new Tally() })[phase(asked)].add(answer);
  };
  await new Promise((r) => setTimeout(r, Math.max(0, start - performance.now())));

  const cachedAgent = agent(plan.cachedConnections);
  const missAgent = agent(plan.missConnections);
  const pingAgent = agent(1);
  let c = 0;
  let m = 0;
  await Promise.all([
    lanes(plan.cachedConnections, plan.cachedRate, end, () => record('cached', cachedAgent, plan.cached[c++ % plan.cached.length])),
    lanes(plan.missConnections, plan.missRate, end, () => record('miss', missAgent, plan.misses[m++ % plan.misses.length])),
    lanes(1, 0, end, () => record('ping', pingAgent, '/api/ping')),
  ]);
  for (const a of [cachedAgent, missAgent, pingAgent]) a.destroy();
  const json = (phases: Record<Phase, Tally>) => ({ quiet: phases.quiet.toJSON(), siege: phases.siege.toJSON() });
  const out: ReaderTallies = { cached: json(tallies.cached), miss: json(tallies.miss), ping: json(tallies.ping), byPath: {} };
  for (const [path, phases] of Object.entries(byPath)) out.byPath[path] = json(phases);
  process.stdout.write(JSON.stringify(out));
}

main().catch((err: unknown) => {
  process.stderr.write(`siege reader failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
