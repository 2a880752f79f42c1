import { vi } from 'vitest';

export interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Headers;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

/** Replaces global fetch with a queue of replies and records every request. */
export function mockFetch(...replies: Reply[]) {
  const calls: Call[] = [];
  const queue = [...replies];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ url: decodeURIComponent(String(input)), method: init?.method ?? 'GET', body, headers: new Headers(init?.headers) });
    const reply = queue.shift() ?? { status: 200, body: {} };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}
