import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';

/** Starts the server; resolves once it listens. SIGTERM/SIGINT finish in-flight requests, then exit. */
export async function startServer(config = loadConfig()) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => db.close());
  await app.listen({ host: config.host, port: config.port });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 25_000);
    timer.unref();
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
