import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { TransientFault } from '../http-errors.js';
import type { PageJob } from './page-document.js';

/** What a render thread is started with. */
export interface RenderThreadData {
  siteDist: string;
}

/**
 * What a render thread is asked: a page job, or whether the built site loads there (`probe`); and its
 * answer: the document, whether the site is built, or the error.
 */
export type RenderRequest = { id: number; job: PageJob } | { id: number; probe: true };
export type RenderReply =
  { id: number; html: string } | { id: number; built: boolean } | { id: number; error: { message: string; stack?: string } };

/** The render thread stopped with this render in it (out of memory, a crash); the next render starts a fresh one. */
export class RenderThreadLost extends TransientFault {
  constructor(cause?: unknown) {
    super('the render thread stopped before the page was rendered', { cause });
  }
}

/**
 * Heap of one render thread: the site's code and React take about 30 MB, a page's render a few more.
 * Past it the thread stops (its renders fail, see `RenderThreadLost`) instead of growing the process.
 */
const THREAD_HEAP_MB = 128;
/**
 * Its young generation: a render's garbage dies young, and V8's default semi-spaces cost the process
 * about 30 MB more RSS for no more pages a second (measured: 8 MB, 277 MB RSS; the default, 306 MB).
 */
const THREAD_YOUNG_MB = 8;

interface Waiting {
  resolve(answer: string | boolean): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Waiting>;
}

/**
 * The built site's render thread in the running module's own form: the compiled JavaScript, or the
 * TypeScript sources (tests, `start:dev`), for which the thread registers tsx before loading them.
 */
function startThread(data: RenderThreadData): Worker {
  const options = {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: THREAD_YOUNG_MB },
  };
  const here = import.meta.url;
  // A plain string, not a literal in `new URL`: the build would take that for an asset of its own.
  const compiled = 'render-worker.js';
  if (!here.endsWith('.ts')) return new Worker(new URL(compiled, here), options);
  const tsx = join(dirname(createRequire(here).resolve('tsx/esm/api')), 'index.mjs');
  if (!existsSync(tsx)) throw new Error(`tsx's ESM loader API is not at ${tsx}`);
  const script = new URL('./render-worker.ts', here).href;
  const boot = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

/**
 * Renders pages on threads of their own. A page miss is mostly CPU: React's render of the page and the
 * document around it, several milliseconds each. In the request's thread that time holds the event loop,
 * so every other request (a cached page, `/api/ping`, the rows of a database answer) waits behind the
 * render in progress; on a render thread it runs beside them, and the operating system, not the order of
 * the event loop, shares the cores. Threads start on first use, up to `size`; a job goes to the thread
 * with the fewest in hand. A thread keeps the process alive only while it has work.
 */
export class RenderPool {
  private readonly threads: Thread[] = [];
  private lastId = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly siteDist: string,
  ) {}

  render(job: PageJob): Promise<string> {
    return this.ask<string>((id) => ({ id, job }));
  }

  /**
   * Whether the built site loads on a render thread: false while it is not built, a rejection while it
   * cannot be loaded (each thread retries on its next job, as site-bundle.ts's loader does).
   */
  probe(): Promise<boolean> {
    return this.ask<boolean>((id) => ({ id, probe: true }));
  }

  private ask<T extends string | boolean>(request: (id: number) => RenderRequest): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the render threads are closed'));
    const thread = this.pick();
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(id, { resolve: resolve as (answer: string | boolean) => void, reject });
      thread.worker.postMessage(request(id));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private pick(): Thread {
    let best: Thread | undefined;
    for (const t of this.threads) if (!best || t.pending.size < best.pending.size) best = t;
    if (best && (best.pending.size === 0 || this.threads.length >= this.size)) return best;
    return this.spawn();
  }

  private spawn(): Thread {
    const thread: Thread = { worker: startThread({ siteDist: this.siteDist }), pending: new Map() };
    const { worker, pending } = thread;
    worker.unref();
    worker.on('message', (reply: RenderReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if ('html' in reply) waiting.resolve(reply.html);
      else if ('built' in reply) waiting.resolve(reply.built);
      else waiting.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
    });
    const lost = (err?: unknown) => {
      const at = this.threads.indexOf(thread);
      if (at >= 0) this.threads.splice(at, 1);
      for (const waiting of pending.values()) waiting.reject(new RenderThreadLost(err));
      pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', () => lost());
    this.threads.push(thread);
    return thread;
  }
}
