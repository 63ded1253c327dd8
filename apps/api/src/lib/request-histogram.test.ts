import { AggregatorRegistry, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from './request-histogram';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// On a bound, between bounds, past the last one, and several series.
const OBSERVATIONS: [string, string, number, number][] = [
  ['/api/produse/', 'GET', 200, 0.004],
  ['/api/produse/', 'GET', 200, 0.005],
  ['/api/produse/', 'GET', 200, 0.3],
  ['/api/produse/:slug/', 'GET', 404, 0.0001],
  ['/api/produse/:slug/', 'GET', 200, 12],
  ['/api/comenzi/', 'POST', 201, 1],
  ['unmatched', 'GET', 404, 0.07],
];

function pair() {
  const ours = new Registry();
  const theirs = new Registry();
  const histogram = new RequestHistogram('http_request_duration_seconds', 'Time to answer', BOUNDS, ours);
  const reference = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: BOUNDS,
    registers: [theirs],
  });
  return {
    ours,
    theirs,
    observe(route: string, method: string, status: number, seconds: number) {
      histogram.observe(route, method, status, seconds);
      reference.observe({ route, method, status: String(status) }, seconds);
    },
    reset() {
      ours.resetMetrics();
      theirs.resetMetrics();
    },
  };
}

/** The exposition's lines, in a stable order (series may come out in another order). */
const lines = (text: string) => text.split('\n').filter(Boolean).sort();

describe('the request histogram', () => {
  it('reads exactly as prom-client’s histogram for the same observations', async () => {
    const { ours, theirs, observe } = pair();
    for (const observation of OBSERVATIONS) observe(...observation);
    expect(lines(await ours.metrics())).toEqual(lines(await theirs.metrics()));
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_bucket{le="0.005",route="/api/produse/",method="GET",status="200"} 2',
    );
  });

  it('sums the workers of a cluster as prom-client’s does', async () => {
    const workers = [pair(), pair()];
    for (const [index, observation] of OBSERVATIONS.entries()) workers[index % 2]!.observe(...observation);
    const ours = AggregatorRegistry.aggregate(
      await Promise.all(workers.map((w) => w.ours.getMetricsAsJSON())),
    );
    const theirs = AggregatorRegistry.aggregate(
      await Promise.all(workers.map((w) => w.theirs.getMetricsAsJSON())),
    );
    expect(lines(await ours.metrics())).toEqual(lines(await theirs.metrics()));
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_count{route="/api/produse/",method="GET",status="200"} 3',
    );
  });

  it('starts again from nothing when the registry is reset', async () => {
    const { ours, observe, reset } = pair();
    observe('/api/produse/', 'GET', 200, 0.01);
    reset();
    expect(await ours.metrics()).not.toContain('_count{');
  });
});
