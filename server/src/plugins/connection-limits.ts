import { toPersianDigits } from '@meydan/shared-types';
import fp from 'fastify-plugin';
import { BlockList, isIP, type Socket } from 'node:net';
import { AddressCounts } from '../security/address-counts.js';
import type { TrustProxy } from '../security/trust-proxy.js';
import { refuseOnSocket } from './client-errors.js';
import { announcesBody } from './no-body.js';

const TOO_MANY = (max: number) =>
  `از نشانی شما بیش از ${toPersianDigits(max)} اتصال هم‌زمان باز است؛ اتصال‌های بیکار را ببندید و کمی بعد دوباره تلاش کنید.`;
const SERVER_FULL = 'سرور هم‌اکنون بیش از اندازه اتصال باز دارد؛ چند ثانیه بعد دوباره تلاش کنید.';
const BODY_STALLED = 'بدنهٔ درخواست در زمان مجاز نرسید؛ دوباره بفرستید.';

/**
 * Sockets from these peers carry many clients (a trusted proxy), so their connections are not counted
 * per address; the per-client limits behind a proxy (live streams, rate limits) use the forwarded address.
 */
function sharedPeers(trust: TrustProxy): ((address: string) => boolean) | null {
  if (trust === false) return () => false;
  if ('hops' in trust || trust.addresses.some((a) => !/^[\d.:a-f/]+$/.test(a))) return null;
  const list = new BlockList();
  for (const entry of trust.addresses) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Every connection and every request is bounded: a client that opens sockets by the hundred, announces
 * a body and never sends it, or trickles its headers, holds a file descriptor only so long.
 */
export default fp(
  async (app) => {
    const { limits, trustProxy } = app.config;
    const server = app.server;
    server.headersTimeout = Math.min(limits.headersMs, limits.requestMs);

    // Counted here rather than by `server.maxConnections`, which sees only the connections of the
    // server's own listening socket, not those of the further sockets on the port (see listen.ts).
    let open = 0;
    const shared = sharedPeers(trustProxy);
    const perAddress = shared && { isShared: shared, counts: new AddressCounts(limits.connectionsPerIp) };
    server.on('connection', (socket: Socket) => {
      if (open >= limits.connections) {
        refuseOnSocket(socket, 503, SERVER_FULL, { 'Retry-After': '5' });
        return;
      }
      open++;
      socket.once('close', () => open--);
      const address = socket.remoteAddress;
      if (!perAddress || !address || perAddress.isShared(address)) return;
      const release = perAddress.counts.take(address);
      if (release) socket.once('close', release);
      else refuseOnSocket(socket, 429, TOO_MANY(limits.connectionsPerIp), { 'Retry-After': '10' });
    });

    // Idle time while a body arrives, cleared once it is read: a slow handler is not cut off, a silent
    // client is. Uploads that keep sending are limited by REQUEST_TIMEOUT_MS only.
    app.addHook('onRequest', (request, _reply, done) => {
      const raw = request.raw;
      const socket = raw.socket;
      // Injected requests (tests) have no socket to time out.
      if (!announcesBody(request.headers) || typeof raw.setTimeout !== 'function' || !socket) return done();
      raw.setTimeout(limits.bodyIdleMs, () => {
        if (!raw.complete) refuseOnSocket(socket, 408, BODY_STALLED);
      });
      raw.once('end', () => socket.setTimeout(0));
      done();
    });
  },
  { name: 'connection-limits', dependencies: ['config'] },
);
