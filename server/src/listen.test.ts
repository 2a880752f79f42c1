import Fastify from 'fastify';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { canShareListeningPort, listen } from './listen.js';

/** The listening sockets on `port`, as the kernel reports them. */
const listeners = (port: number) =>
  execFileSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.startsWith('LISTEN'));

describe('listening sockets', () => {
  it('share a port on Node 22.12 and 23.1 on, where reusePort exists', () => {
    expect(['20.20.2', '22.11.0', '22.12.0', '23.0.0', '23.1.0', '24.3.0'].map((v) => canShareListeningPort(v))).toEqual([
      false,
      false,
      true,
      false,
      true,
      true,
    ]);
  });

  it('accept on every socket asked for where Node can share the port (one where it cannot), and all close with the app', async () => {
    const app = Fastify();
    const served = new Set<string>();
    const sockets: { allowHalfOpen: boolean }[] = [];
    app.get('/', async (request) => {
      served.add(`${request.socket.remotePort}`);
      sockets.push(request.socket);
      return { ok: true };
    });
    const opened = await listen(app, { host: '127.0.0.1', port: 0, backlog: 128, sockets: 4 });
    const port = (app.server.address() as AddressInfo).port;
    try {
      expect(opened).toBe(canShareListeningPort() ? 4 : 1);
      expect(listeners(port)).toHaveLength(opened);
      // Connections land on whichever socket the kernel picks; each reaches the app and is answered.
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } }).then((r) => r.json())),
      );
      expect(answers).toEqual(Array(40).fill({ ok: true }));
      expect(served.size).toBe(40);
      // Whichever socket accepted it, a connection is set up as the app's own server sets up its own.
      expect(sockets.every((socket) => socket.allowHalfOpen === (app.server as { allowHalfOpen?: boolean }).allowHalfOpen)).toBe(true);
    } finally {
      await app.close();
    }
    expect(listeners(port)).toEqual([]);
  });
});
