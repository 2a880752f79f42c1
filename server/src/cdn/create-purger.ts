import type { CdnPurgeSettings } from '../config.js';
import { CloudflarePurger } from './cloudflare.js';
import { FastlyPurger } from './fastly.js';
import type { CdnPurger } from './purger.js';
import { VarnishPurger } from './varnish.js';

/** The purger CDN_PURGE names, with its settings. */
export function createPurger(settings: CdnPurgeSettings): CdnPurger {
  switch (settings.kind) {
    case 'varnish':
      return new VarnishPurger(settings.urls);
    case 'cloudflare':
      return new CloudflarePurger({
        zoneId: settings.zoneId,
        apiToken: settings.apiToken,
        ...(settings.apiBase ? { apiBase: settings.apiBase } : {}),
      });
    case 'fastly':
      return new FastlyPurger({
        serviceId: settings.serviceId,
        apiToken: settings.apiToken,
        ...(settings.apiBase ? { apiBase: settings.apiBase } : {}),
      });
  }
}
