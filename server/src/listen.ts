import type { FastifyInstance, FastifyListenOptions } from 'fastify';
import { createServer, type AddressInfo, type ListenOptions as NetListenOptions, type Server, type ServerOpts } from 'node:net';

/** Binding several listening sockets to one port (`reusePort`, SO_REUSEPORT) came with Node 22.12 and 23.1. */
export function canShareListeningPort(version: string = process.versions.node): boolean {
  const [major, minor] = version.split('.').map(Number);
  return major > 23 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12);
}

export interface ListenOptions {
  host: string;
  port: number;
  backlog: number;
  /** Listening sockets bound to the port; more than one only where Node can share a port. */
  sockets: number;
}

/**
 * Listens on `sockets` sockets bound to one port and answers how many it opened. Node accepts one
 * connection per listening socket per turn of its event loop (libuv 1.45 on): under load a turn takes
 * 10–20 ms, so one socket admits 50–100 new connections a second, and clients reconnecting by the
 * hundred (refused ones, a flood) keep a reader's new connection waiting seconds in the kernel's queue.
 * Each further socket is one more accept per turn; the kernel spreads new connections over them. Their
 * connections go to the app's own server, so every limit and hook sees them as it sees the first's.
 */
export async function listen(app: FastifyInstance, { host, port, backlog, sockets }: ListenOptions): Promise<number> {
  const share = sockets > 1 && canShareListeningPort();
  const more: Server[] = [];
  if (share) app.addHook('preClose', async () => void (await Promise.all(more.map((s) => new Promise((r) => s.close(r))))));
  // `reusePort` is an option of Node 22.12 on; older types do not name it.
  await app.listen({ host, port, backlog, ...(share ? { reusePort: true } : {}) } as FastifyListenOptions);
  if (!share) return 1;
  const bound = (app.server.address() as AddressInfo).port;
  // Sockets as the app's own server makes them: half-open allowed (its HTTP parser ends them), no Nagle delay.
  const main = app.server as unknown as Pick<
    ServerOpts,
    'allowHalfOpen' | 'noDelay' | 'keepAlive' | 'keepAliveInitialDelay' | 'highWaterMark'
  >;
  const like: ServerOpts = {
    allowHalfOpen: main.allowHalfOpen,
    noDelay: main.noDelay,
    keepAlive: main.keepAlive,
    keepAliveInitialDelay: main.keepAliveInitialDelay,
    highWaterMark: main.highWaterMark,
  };
  for (let i = 1; i < sockets; i++) {
    const server = createServer(like, (socket) => app.server.emit('connection', socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host, port: bound, backlog, reusePort: true } as NetListenOptions, () => {
        server.off('error', reject);
        resolve();
      });
    });
    more.push(server);
  }
  return sockets;
}
