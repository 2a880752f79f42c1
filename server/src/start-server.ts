import cluster from 'node:cluster';
import type { Config } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/open-database.js';
import { listen } from './listen.js';

export interface StartOptions {
  /** Off in cluster workers: the primary applied pending migrations before forking them. */
  migrate?: boolean;
}

/** Starts the server in this process; resolves once it listens. SIGTERM/SIGINT finish in-flight requests, then exit. */
export async function startServer(config: Config, { migrate = true }: StartOptions = {}) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.limits.dbPool }, { migrate });
  const app = await buildApp({ config, db });
  // A flood of new connections (clients reconnecting by the hundred) must not fill the queue of
  // connections not yet accepted: past it the kernel drops a reader's SYN, and the reader waits one to
  // three seconds for its retransmission. Linux caps the backlog at net.core.somaxconn.
  // In a cluster's worker the primary holds the listening socket and hands connections out.
  const sockets = await listen(app, {
    host: config.host,
    port: config.port,
    backlog: config.limits.listenBacklog,
    sockets: cluster.isWorker ? 1 : config.limits.listenSockets,
  });
  if (sockets < config.limits.listenSockets && !cluster.isWorker)
    app.log.info(`listening on one socket: sharing a port among ${config.limits.listenSockets} (LISTEN_SOCKETS) needs Node 22.12 or later`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 25_000);
    timer.unref();
    // The pool closes after the app, not in an onClose hook: those run last-registered first, and the
    // app's own hooks (the final fold of view counts among them) still need the database.
    app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return app;
}
