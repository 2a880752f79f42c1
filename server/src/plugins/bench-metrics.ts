import { monitorEventLoopDelay } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import { NoParamsSchema, NoQuerySchema } from '../crud/route-schemas.js';

const MS = 1e6;
const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round(bytes / MB);

/**
 * What the benchmarks read between two runs (only with BENCH_METRICS=1; otherwise the routes do not
 * exist): the event-loop delay since the last read, which shows any request that held the loop, and
 * the memory. Each read of `metrics` starts a new measuring window; `memory` can be sampled as often as
 * wanted without touching it.
 */
export default fp(
  async (app) => {
    if (!app.config.benchMetrics) return;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    app.addHook('onClose', async () => delay.disable());
    const schema = { params: NoParamsSchema, querystring: NoQuerySchema };
    const memory = () => {
      const used = process.memoryUsage();
      const kept = app.hasDecorator('pageCache') ? app.pageCache.cache.size : null;
      return {
        rssMb: mb(used.rss),
        // resourceUsage reports the peak in kilobytes, over the process's life.
        peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
        // Where resident memory goes: V8's heap (in use, and reserved), memory outside it that
        // JavaScript objects hold (Buffers: bodies, sockets' data), and what the page cache counts.
        heapUsedMb: mb(used.heapUsed),
        heapTotalMb: mb(used.heapTotal),
        externalMb: mb(used.external),
        arrayBuffersMb: mb(used.arrayBuffers),
        pageCacheMb: kept ? mb(kept.bytes) : null,
        pageCacheEntries: kept?.entries ?? null,
      };
    };
    app.get('/api/_bench/metrics', { schema }, async (_request, reply) => {
      const body = {
        eventLoopDelayP99Ms: Number((delay.percentile(99) / MS).toFixed(1)),
        eventLoopDelayMaxMs: Number((delay.max / MS).toFixed(1)),
        ...memory(),
      };
      delay.reset();
      return reply.header('cache-control', 'no-store').send(body);
    });
    app.get('/api/_bench/memory', { schema }, async (_request, reply) => reply.header('cache-control', 'no-store').send(memory()));
  },
  { name: 'bench-metrics', dependencies: ['config'] },
);
