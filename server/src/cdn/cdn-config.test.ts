import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const cdn = (env: NodeJS.ProcessEnv) => loadConfig(env).cdn;

describe('CDN purge settings', () => {
  it('purges nothing and keeps pages in front no longer than browsers, unless asked', () => {
    expect(cdn({})).toEqual({ purge: null, maxAgeS: 86_400 });
    expect(cdn({ CDN_PURGE: 'off', CDN_MAX_AGE: '600' })).toEqual({ purge: null, maxAgeS: 600 });
  });

  it('reads each way of purging with what it needs', () => {
    expect(cdn({ CDN_PURGE: 'varnish', VARNISH_PURGE_URLS: 'http://10.0.0.5:6081, http://10.0.0.6:6081' }).purge).toEqual({
      kind: 'varnish',
      urls: [new URL('http://10.0.0.5:6081'), new URL('http://10.0.0.6:6081')],
    });
    expect(cdn({ CDN_PURGE: 'Cloudflare', CLOUDFLARE_ZONE_ID: 'z1', CLOUDFLARE_API_TOKEN: 't1' }).purge).toEqual({
      kind: 'cloudflare',
      zoneId: 'z1',
      apiToken: 't1',
      apiBase: null,
    });
    expect(
      cdn({ CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 's1', FASTLY_API_TOKEN: 't2', CDN_PURGE_URL: 'http://127.0.0.1:9000/' }).purge,
    ).toEqual({ kind: 'fastly', serviceId: 's1', apiToken: 't2', apiBase: 'http://127.0.0.1:9000' });
  });

  it('says what is missing or wrong', () => {
    expect(() => cdn({ CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z' })).toThrow(
      new ConfigError('CDN_PURGE=cloudflare needs CLOUDFLARE_API_TOKEN'),
    );
    expect(() => cdn({ CDN_PURGE: 'varnish' })).toThrow('CDN_PURGE=varnish needs VARNISH_PURGE_URLS');
    expect(() => cdn({ CDN_PURGE: 'akamai' })).toThrow('CDN_PURGE must be varnish, cloudflare, fastly or off');
    expect(() => cdn({ VARNISH_PURGE_URLS: 'http://v:6081' })).toThrow('CDN_PURGE is not set');
    expect(() => cdn({ CDN_PURGE: 'varnish', VARNISH_PURGE_URLS: 'ftp://v' })).toThrow(ConfigError);
    expect(() => cdn({ CDN_MAX_AGE: '0' })).toThrow('CDN_MAX_AGE must be at least 1');
  });
});
