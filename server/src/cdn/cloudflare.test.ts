import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingApi, type RecordingApi } from '../testing/recording-api.js';
import { CloudflarePurger } from './cloudflare.js';
import { PurgeFailed } from './purger.js';

const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
const TOKEN = 'cf-token-Y5vJ3kQ9s2';
const OK = { success: true, errors: [], messages: [], result: { id: ZONE } };

let api: RecordingApi;
let purger: CloudflarePurger;

beforeEach(async () => {
  api = await startRecordingApi();
  api.respond = () => ({ status: 200, body: OK });
  purger = new CloudflarePurger({ zoneId: ZONE, apiToken: TOKEN, apiBase: `${api.url}/client/v4` });
});
afterEach(() => api.close());

describe('CloudflarePurger', () => {
  it('purges tags with a POST to the zone purge_cache endpoint', async () => {
    await purger.purgeTags(['news:12', 'list:news']);

    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/client/v4/zones/${ZONE}/purge_cache` });
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.json).toEqual({ tags: ['news:12', 'list:news'] });
  });

  it('purges everything with purge_everything', async () => {
    await purger.purgeAll();

    expect(api.requests.map((r) => [r.method, r.path, r.json])).toEqual([
      ['POST', `/client/v4/zones/${ZONE}/purge_cache`, { purge_everything: true }],
    ]);
  });

  it('sends 100 tags in one request and refuses 101 without a request', async () => {
    const tags = Array.from({ length: 100 }, (_, i) => `news:${i + 1}`);
    expect(purger.maxTagsPerCall).toBe(100);

    await purger.purgeTags(tags);
    await expect(purger.purgeTags([...tags, 'layout'])).rejects.toMatchObject({ retryable: false });
    expect(api.requests.map((r) => r.json)).toEqual([{ tags }]);
  });

  it('sends nothing for no tags', async () => {
    await purger.purgeTags([]);
    expect(api.requests).toEqual([]);
  });

  it('waits as Retry-After says on a 429', async () => {
    api.respond = () => ({
      status: 429,
      headers: { 'retry-after': '30' },
      body: { success: false, errors: [{ code: 971, message: 'Please wait and consider throttling your request speed' }] },
    });
    const failed = purger.purgeTags(['layout']);

    await expect(failed).rejects.toBeInstanceOf(PurgeFailed);
    await expect(failed).rejects.toMatchObject({
      retryable: true,
      retryAfterMs: 30_000,
      message: expect.stringContaining('answered 429: Please wait and consider throttling your request speed [971]'),
    });
  });

  it('retries a 5xx, even one whose body is not Cloudflare JSON', async () => {
    api.respond = () => ({ status: 502, body: '<html>Bad gateway</html>' });

    await expect(purger.purgeAll()).rejects.toMatchObject({ retryable: true, retryAfterMs: null });
  });

  it('does not retry a 403, and says why without the token', async () => {
    api.respond = () => ({ status: 403, body: { success: false, errors: [{ code: 10000, message: 'Authentication error' }] } });
    const failed = purger.purgeTags(['layout']);

    await expect(failed).rejects.toMatchObject({
      retryable: false,
      retryAfterMs: null,
      message: expect.stringContaining('Cloudflare answered 403: Authentication error [10000] (not retried)'),
    });
    await expect(failed).rejects.toMatchObject({ message: expect.not.stringContaining(TOKEN) });
    expect(JSON.stringify(purger)).not.toContain(TOKEN);
  });

  it('counts a 200 that does not say success as a failure', async () => {
    api.respond = () => ({ status: 200, body: { success: false, errors: [{ code: 1134, message: 'Invalid tag' }] } });

    await expect(purger.purgeTags(['layout'])).rejects.toMatchObject({ retryable: false, message: expect.stringContaining('Invalid tag') });
  });

  it('retries when the API does not answer', async () => {
    await api.close();

    await expect(purger.purgeTags(['layout'])).rejects.toMatchObject({ retryable: true, message: expect.stringContaining('no answer') });
  });
});
