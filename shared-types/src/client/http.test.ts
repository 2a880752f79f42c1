import { describe, expect, it, vi } from 'vitest';
import { GET_RETRY_STATUSES } from '../constants/product.js';
import { createFetch, discardBody, shouldRetry } from './http.js';

const reply = (status: number) => new Response(status === 204 ? null : `s${status}`, { status });

function fakeFetch(...outcomes: Array<number | Error>) {
  const queue = [...outcomes];
  return vi.fn<typeof fetch>(async () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('unexpected extra call');
    if (next instanceof Error) throw next;
    return reply(next);
  });
}

describe('shouldRetry', () => {
  it('retries GET and HEAD on every listed status', () => {
    for (const status of GET_RETRY_STATUSES) {
      expect(shouldRetry('GET', status)).toBe(true);
      expect(shouldRetry('head', status)).toBe(true);
    }
  });

  it('does not retry GET on success, client errors or unlisted server errors', () => {
    for (const status of [200, 204, 301, 400, 401, 403, 404, 422, 501]) expect(shouldRetry('GET', status)).toBe(false);
  });

  it('never retries writes', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(shouldRetry(method, 503)).toBe(false);
  });
});

describe('createFetch', () => {
  it('retries a GET exactly once on a retryable status and returns the second answer', async () => {
    const impl = fakeFetch(503, 200);
    const res = await createFetch(impl)('/api/public/news');
    expect(res.status).toBe(200);
    expect(impl).toHaveBeenCalledTimes(2);
  });

  it('releases the body of the answer it retries, so the browser can close that request', async () => {
    const first = new Response('{"message":"busy"}', { status: 503 });
    const impl = vi.fn<typeof fetch>().mockResolvedValueOnce(first).mockResolvedValueOnce(reply(200));
    await createFetch(impl)('/api/public/news');
    expect(first.bodyUsed).toBe(true);
  });

  it('returns the second failure rather than retrying again', async () => {
    const impl = fakeFetch(502, 504);
    const res = await createFetch(impl)('/api/public/news');
    expect(res.status).toBe(504);
    expect(impl).toHaveBeenCalledTimes(2);
  });

  it('retries a GET once after a network error', async () => {
    const impl = fakeFetch(new TypeError('Failed to fetch'), 200);
    expect((await createFetch(impl)('/api/auth/me')).status).toBe(200);
    expect(impl).toHaveBeenCalledTimes(2);
  });

  it('throws when the retry also fails on the network', async () => {
    const impl = fakeFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    await expect(createFetch(impl)('/api/auth/me')).rejects.toThrow(TypeError);
    expect(impl).toHaveBeenCalledTimes(2);
  });

  it('does not retry an aborted request', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const impl = fakeFetch(abort);
    await expect(createFetch(impl)('/api/public/news')).rejects.toBe(abort);
    expect(impl).toHaveBeenCalledTimes(1);
  });

  it('never retries POST, PUT, PATCH or DELETE, on a status or a network error', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const onStatus = fakeFetch(503);
      expect((await createFetch(onStatus)('/api/admin/news', { method })).status).toBe(503);
      expect(onStatus).toHaveBeenCalledTimes(1);
      const onNetwork = fakeFetch(new TypeError('Failed to fetch'));
      await expect(createFetch(onNetwork)('/api/admin/news', { method })).rejects.toThrow(TypeError);
      expect(onNetwork).toHaveBeenCalledTimes(1);
    }
  });

  it('passes other answers through untouched, with the same arguments', async () => {
    const impl = fakeFetch(404);
    const init = { headers: { accept: 'application/json' } };
    const res = await createFetch(impl)('/api/public/news/9', init);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('s404');
    expect(impl).toHaveBeenCalledWith('/api/public/news/9', init);
    expect(impl).toHaveBeenCalledTimes(1);
  });

  it('reads the method of a Request object', async () => {
    const post = fakeFetch(503);
    expect((await createFetch(post)(new Request('http://x.test/api', { method: 'POST', body: 'a' }))).status).toBe(503);
    expect(post).toHaveBeenCalledTimes(1);
    const get = fakeFetch(503, 200);
    expect((await createFetch(get)(new Request('http://x.test/api'))).status).toBe(200);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('uses the global fetch when none is given', async () => {
    const impl = fakeFetch(429, 200);
    vi.stubGlobal('fetch', impl);
    try {
      expect((await createFetch()('/api/public/home')).status).toBe(200);
      expect(impl).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('discardBody', () => {
  it('consumes an unread body and tolerates answers without one or already read', async () => {
    const unread = new Response('{"message":"Unauthorized"}', { status: 401 });
    await discardBody(unread);
    expect(unread.bodyUsed).toBe(true);
    await expect(discardBody(new Response(null, { status: 204 }))).resolves.toBeUndefined();
    const read = new Response('x', { status: 500 });
    await read.text();
    await expect(discardBody(read)).resolves.toBeUndefined();
  });
});
