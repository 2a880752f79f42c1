import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/** Proxies in front of the app: none, how many hops, or their addresses (IPs, CIDR ranges, proxy-addr names). */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (NAMED.has(value)) return true;
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: empty or false (clients connect directly), a hop count, or a comma-separated list of the
 * proxies' addresses. `true` means one hop, the single load balancer it always meant here, and no longer
 * "believe every X-Forwarded-For entry", which let a client pick its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | Error {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || ['false', 'no', 'off', '0'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return { hops: 1 };
  if (/^\d+$/.test(v))
    return Number(v) > 0 && Number(v) <= 10 ? { hops: Number(v) } : new Error(`TRUST_PROXY hop count must be 1 to 10, got "${value}"`);
  const addresses = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = addresses.find((a) => !isAddressOrRange(a));
  if (bad !== undefined || addresses.length === 0) {
    return new Error(`TRUST_PROXY must be false, a hop count or proxy addresses (IP, CIDR, loopback, uniquelocal), got "${bad ?? value}"`);
  }
  return { addresses };
}

/**
 * Fastify's option. The client address is the right-most X-Forwarded-For entry that is not a trusted
 * proxy: entries further left were written by the client and are never believed. A hop count trusts the
 * socket peer and the n-1 entries after it (proxy-addr numbers the socket 0); Fastify's own numeric
 * option now trusts nothing, hence the function.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address: string, hop: number) => hop < hops;
  }
  return trust.addresses;
}
