import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createTestDatabase } from '../src/testing/index.js';
import { startServerProcess, type ServerBuild } from './server-process.js';

/*
 * pnpm bench:startup [--runs 5]
 * Time from spawning the server to its first healthy /api/health: the compiled JavaScript (`pnpm start`)
 * against the TypeScript sources under tsx (`pnpm start:dev`), taken in turn on one database holding the
 * small demo set (PostgreSQL at TEST_DATABASE_URL, else the embedded one). On Linux it also reports the
 * CPU time the process spent until then, which other load on the machine disturbs less than wall time.
 */
const { values } = parseArgs({ options: { runs: { type: 'string' }, port: { type: 'string' } } });
const runs = Number(values.runs ?? 5);
const port = Number(values.port ?? 3918);

/** User and system CPU time of a process so far, from /proc (clock ticks of 10 ms); null elsewhere. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const db = await createTestDatabase({ seeded: true });
  const env = { DATABASE_URL: db.databaseUrl ?? '', DATA_DIR: db.dataDir, MEDIA_DIR: db.mediaDir };
  const times: Record<ServerBuild, number[]> = { compiled: [], source: [] };
  const cpu: Record<ServerBuild, number[]> = { compiled: [], source: [] };
  try {
    for (let run = 0; run < runs; run++) {
      for (const build of ['source', 'compiled'] as const) {
        const server = await startServerProcess(env, port, join(tmpdir(), `meydan-startup-${build}.log`), { build });
        times[build].push(server.startMs);
        const used = cpuMs(server.pid);
        if (used !== null) cpu[build].push(used);
        await server.stop();
        process.stderr.write(`${build} run ${run + 1}: ${server.startMs.toFixed(0)} ms${used === null ? '' : `, ${used} ms CPU`}\n`);
      }
    }
  } finally {
    await db.drop();
  }
  const database = db.databaseUrl ? 'postgresql' : 'pglite';
  const report = Object.fromEntries(
    Object.entries(times).map(([build, ms]) => [
      build,
      {
        medianMs: Math.round(median(ms)),
        runsMs: ms.map(Math.round),
        ...(cpu[build as ServerBuild].length ? { medianCpuMs: median(cpu[build as ServerBuild]) } : {}),
      },
    ]),
  );
  process.stdout.write(`${JSON.stringify({ database, runs, ...report }, null, 2)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:startup failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
