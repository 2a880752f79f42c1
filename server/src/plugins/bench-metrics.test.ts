import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/index.js';

describe('/api/_bench/metrics', () => {
  it('reports event-loop delay and memory when started with BENCH_METRICS=1, and does not exist otherwise', async () => {
    const bench = await createTestApp({ seeded: false, env: { BENCH_METRICS: '1' } });
    try {
      const res = await bench.app.inject('/api/_bench/metrics');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<{ eventLoopDelayP99Ms: number; eventLoopDelayMaxMs: number; rssMb: number; peakRssMb: number }>();
      expect(body.eventLoopDelayP99Ms).toBeGreaterThanOrEqual(0);
      expect(body.eventLoopDelayMaxMs).toBeGreaterThanOrEqual(body.eventLoopDelayP99Ms);
      expect(body.rssMb).toBeGreaterThan(10);
      expect(body.peakRssMb).toBeGreaterThanOrEqual(body.rssMb);
    } finally {
      await bench.close();
    }
    const plain = await createTestApp({ seeded: false });
    try {
      expect((await plain.app.inject('/api/_bench/metrics')).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
