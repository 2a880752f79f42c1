import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingApi, type RecordingApi } from '../testing/recording-api.js';
import { FastlyPurger } from './fastly.js';
import { PurgeFailed } from './purger.js';

const SERVICE = 'SU1Z0isxPaozGVKXdv0eY';
const TOKEN = 'fastly-token-Qm8rT2xW';

let api: RecordingApi;
let purger: FastlyPurger;

beforeEach(async () => {
  api = await startRecordingApi();
  purger = new FastlyPurger({ serviceId: SERVICE, apiToken: TOKEN, apiBase: api.url });
});
afterEach(() => api.close());

describe('FastlyPurger', () => {
  it('soft-purges surrogate keys with one batch POST', async () => {
    api.respond = () => ({ status: 200, body: { 'news:12': '108-1391560174-974124', 'list:news': '108-1391560174-974125' } });
    await purger.purgeTags(['news:12', 'list:news']);

    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/service/${SERVICE}/purge` });
    expect(request.headers['fastly-key']).toBe(TOKEN);
    expect(request.headers['fastly-soft-purge']).toBe('1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.json).toEqual({ surrogate_keys: ['news:12', 'list:news'] });
  });

  it('purges everything with purge_all, which cannot be soft', async () => {
    api.respond = () => ({ status: 200, body: { status: 'ok' } });
    await purger.purgeAll();

    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/service/${SERVICE}/purge_all`, body: '' });
    expect(request.headers['fastly-key']).toBe(TOKEN);
    expect(request.headers['fastly-soft-purge']).toBeUndefined();
  });

  it('sends 256 keys in one request and refuses 257 without a request', async () => {
    const tags = Array.from({ length: 256 }, (_, i) => `game:${i + 1}`);
    expect(purger.maxTagsPerCall).toBe(256);

    await purger.purgeTags(tags);
    await expect(purger.purgeTags([...tags, 'layout'])).rejects.toMatchObject({ retryable: false });
    expect(api.requests.map((r) => r.json)).toEqual([{ surrogate_keys: tags }]);
  });

  it('waits as Retry-After says on a 429', async () => {
    api.respond = () => ({ status: 429, headers: { 'retry-after': '12' }, body: { msg: 'Too many requests' } });
    const failed = purger.purgeTags(['layout']);

    await expect(failed).rejects.toBeInstanceOf(PurgeFailed);
    await expect(failed).rejects.toMatchObject({ retryable: true, retryAfterMs: 12_000 });
  });

  it('waits until Fastly-RateLimit-Reset when a 429 has no Retry-After', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 60;
    api.respond = () => ({ status: 429, headers: { 'fastly-ratelimit-remaining': '0', 'fastly-ratelimit-reset': String(reset) } });
    const failure = await purger.purgeAll().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(PurgeFailed);
    const waitMs = failure instanceof PurgeFailed ? failure.retryAfterMs : null;
    expect(waitMs).toBeGreaterThan(58_000);
    expect(waitMs).toBeLessThanOrEqual(61_000);
  });

  it('retries a 5xx', async () => {
    api.respond = () => ({ status: 503, body: 'Service Unavailable' });

    await expect(purger.purgeTags(['layout'])).rejects.toMatchObject({ retryable: true, retryAfterMs: null });
  });

  it('does not retry a 403, and says why without the token', async () => {
    api.respond = () => ({ status: 403, body: { msg: 'Provided credentials are missing or invalid' } });
    const failed = purger.purgeTags(['layout']);

    await expect(failed).rejects.toMatchObject({
      retryable: false,
      retryAfterMs: null,
      message: expect.stringContaining('Fastly answered 403: Provided credentials are missing or invalid (not retried)'),
    });
    await expect(failed).rejects.toMatchObject({ message: expect.not.stringContaining(TOKEN) });
    expect(JSON.stringify(purger)).not.toContain(TOKEN);
  });

  it('retries when the API does not answer', async () => {
    await api.close();

    await expect(purger.purgeAll()).rejects.toMatchObject({ retryable: true, message: expect.stringContaining('no answer') });
  });
});
