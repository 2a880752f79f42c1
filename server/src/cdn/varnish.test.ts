import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingApi, type RecordingApi } from '../testing/recording-api.js';
import { PurgeFailed } from './purger.js';
import { VarnishPurger } from './varnish.js';

let first: RecordingApi;
let second: RecordingApi;
let purger: VarnishPurger;

beforeEach(async () => {
  [first, second] = await Promise.all([startRecordingApi(), startRecordingApi()]);
  purger = new VarnishPurger([new URL(`${first.url}/`), new URL(`${second.url}/`)]);
});
afterEach(() => Promise.all([first.close(), second.close()]));

describe('VarnishPurger', () => {
  it('sends every address a PURGE naming the tags in xkey-purge', async () => {
    await purger.purgeTags(['news:12', 'list:news', 'layout']);

    for (const varnish of [first, second]) {
      expect(varnish.requests).toHaveLength(1);
      expect(varnish.requests[0]).toMatchObject({ method: 'PURGE', path: '/', body: '' });
      expect(varnish.requests[0].headers['xkey-purge']).toBe('news:12 list:news layout');
    }
  });

  it('bans everything with a BAN to every address', async () => {
    await purger.purgeAll();

    for (const varnish of [first, second]) {
      expect(varnish.requests.map((r) => [r.method, r.path, r.headers['xkey-purge']])).toEqual([['BAN', '/', undefined]]);
    }
  });

  it('carries a full batch of the longest tags in one header under 8 KB, and refuses a larger one', async () => {
    const tags = Array.from({ length: purger.maxTagsPerCall }, (_, i) => `comments:${2147483647 - i}`);
    await purger.purgeTags(tags);

    const header = first.requests[0].headers['xkey-purge'];
    expect(header?.split(' ')).toEqual(tags);
    expect(Buffer.byteLength(`xkey-purge: ${header}`)).toBeLessThan(8192);

    const tooMany = purger.purgeTags([...tags, 'layout']);
    await expect(tooMany).rejects.toBeInstanceOf(PurgeFailed);
    await expect(tooMany).rejects.toMatchObject({ retryable: false });
    expect(first.requests).toHaveLength(1);
  });

  it('sends nothing for no tags, and refuses a tag the header would split', async () => {
    await purger.purgeTags([]);
    await expect(purger.purgeTags(['news:1 layout'])).rejects.toMatchObject({ retryable: false });
    expect(first.requests).toEqual([]);
  });

  it('fails a purge only one of two addresses carried out, naming that one', async () => {
    second.respond = () => ({ status: 503, body: 'Backend fetch failed' });
    const failed = purger.purgeTags(['news:12']);

    await expect(failed).rejects.toBeInstanceOf(PurgeFailed);
    await expect(failed).rejects.toMatchObject({
      retryable: true,
      message: expect.stringMatching(new RegExp(`1 of 2 .*${new URL(second.url).host} answered 503`)),
    });
    expect(first.requests).toHaveLength(1);
  });

  it('waits as long as the address that asked longest', async () => {
    first.respond = () => ({ status: 429, headers: { 'retry-after': '3' } });
    second.respond = () => ({ status: 429, headers: { 'retry-after': '7' } });

    await expect(purger.purgeAll()).rejects.toMatchObject({ retryable: true, retryAfterMs: 7000 });
  });

  it('retries a 500 and an address that does not answer', async () => {
    first.respond = () => ({ status: 500 });
    await second.close();

    await expect(purger.purgeTags(['layout'])).rejects.toMatchObject({
      retryable: true,
      message: expect.stringContaining('no answer (ECONNREFUSED)'),
    });
  });

  it('does not retry a refusal, even when the other address only needs a retry', async () => {
    first.respond = () => ({ status: 403 });
    second.respond = () => ({ status: 500 });

    await expect(purger.purgeTags(['layout'])).rejects.toMatchObject({
      retryable: false,
      retryAfterMs: null,
      message: expect.stringContaining('answered 403: Forbidden (not retried)'),
    });
  });
});
