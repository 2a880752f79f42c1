import { monitorEventLoopDelay } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import { NoParamsSchema, NoQuerySchema } from '../crud/route-schemas.js';

const MS = 1e6;
const MB = 1024 * 1024;

/**
 * What the web benchmark reads between two runs (only with BENCH_METRICS=1; otherwise the route does not
 * exist): the event-loop delay since the last read, which shows any request that held the loop, and
 * the memory. Each read starts a new measuring window.
 */
export default fp(
  async (app) => {
    if (!app.config.benchMetrics) return;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    app.addHook('onClose', async () => delay.disable());
    app.get('/api/_bench/metrics', { schema: { params: NoParamsSchema, querystring: NoQuerySchema } }, async (_request, reply) => {
      const body = {
        eventLoopDelayP99Ms: Number((delay.percentile(99) / MS).toFixed(1)),
        eventLoopDelayMaxMs: Number((delay.max / MS).toFixed(1)),
        rssMb: Math.round(process.memoryUsage.rss() / MB),
        // resourceUsage reports the peak in kilobytes, over the process's life.
        peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      };
      delay.reset();
      return reply.header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'bench-metrics', dependencies: ['config'] },
);
