import cluster from 'node:cluster';
import { runCluster } from './cluster-primary.js';
import { loadConfig } from './config.js';
import { defaultToProduction } from './node-env.js';
import { startServer } from './start-server.js';

defaultToProduction(import.meta.url);

/** `pnpm start`: one process serving, or with WEB_CONCURRENCY above 1 a primary and its workers. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) await startServer(config, { migrate: false });
  else if (config.webConcurrency > 1) await runCluster(config);
  else await startServer(config);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
