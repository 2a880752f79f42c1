import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, trustProxyOption } from './trust-proxy.js';

/** The address a Fastify app configured with TRUST_PROXY=value sees for a request from `peer`. */
async function clientIp(value: string, peer: string, forwardedFor?: string): Promise<string> {
  const trust = parseTrustProxy(value);
  if (trust instanceof Error) throw trust;
  const app = Fastify({ trustProxy: trustProxyOption(trust) });
  app.get('/', async (request) => request.ip);
  const res = await app.inject({ url: '/', remoteAddress: peer, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return res.body;
}

describe('TRUST_PROXY', () => {
  it('reads off, hop counts, true as one hop, and address lists; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback, ::1')).toEqual({ addresses: ['10.0.0.1', '10.1.0.0/16', 'loopback', '::1'] });
    for (const bad of ['lb.internal', '10.0.0.0/33', '99', '10.0.0.1/8/1']) expect(parseTrustProxy(bad)).toBeInstanceOf(Error);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await clientIp('false', '198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
  });

  it('takes the right-most address the trusted proxies did not write, whatever the client put on the left', async () => {
    expect(await clientIp('1', '10.0.0.1', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIp('true', '10.0.0.1', '5.6.7.8, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIp('2', '10.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    expect(await clientIp('10.0.0.0/8', '10.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('does not believe a forwarded address from a peer outside the list', async () => {
    expect(await clientIp('10.0.0.1', '198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
  });
});
