import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, serveMetrics } from './metrics';
import { orderBody, placeOk } from '../test/checkout';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-of-the-test-1234';

let t: TestApp;
let shuttingDown = false;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, deps: { shuttingDown: () => shuttingDown } });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

/** The value of one series, e.g. `shop_orders_placed_total{channel="shop"}`; undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 401 without the token or with another one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all-1234' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
  });

  it('times requests by route pattern, not by URL', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/produse/?page_size=2' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/produse/nu-exista-asa-ceva/' })).statusCode).toBe(
      404,
    );
    const text = await scrape();
    expect(
      value(text, 'http_request_duration_seconds_count{route="/api/produse/",method="GET",status="200"}'),
    ).toBe(1);
    expect(
      value(
        text,
        'http_request_duration_seconds_count{route="/api/produse/:slug/",method="GET",status="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('nu-exista-asa-ceva');
  });

  it('reports the process, the pool, the outbox, the jobs and e-Factura', async () => {
    const text = await scrape();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(value(text, name), name).toBeGreaterThan(0);
    }
    expect(value(text, 'shop_db_pool_connections{state="waiting"}')).toBe(0);
    expect(value(text, 'shop_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'shop_efactura_documents{state="open"}')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'shop_catalog_cache_reads{result="hit"}')).toBe(0);
    expect(value(text, 'shop_catalog_cache_bytes')).toBeGreaterThanOrEqual(0);
  });

  it('counts a placed order and reads the mail it queued from the outbox', async () => {
    const before = await scrape();
    expect(value(before, 'shop_orders_placed_total{channel="shop"}') ?? 0).toBe(0);
    await t.query("UPDATE mail_outbox SET status = 'sent' WHERE status = 'pending'");
    await placeOk(t, orderBody([{ produs: 1, cantitate: 1 }]));
    const [pending] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'",
    );
    expect(pending!.n).toBeGreaterThan(0);
    await t.query(
      "UPDATE mail_outbox SET created_at = now() - interval '10 minutes' WHERE status = 'pending'",
    );

    const after = await scrape();
    expect(value(after, 'shop_orders_placed_total{channel="shop"}')).toBe(1);
    expect(value(after, 'shop_mail_outbox_pending')).toBe(pending!.n);
    expect(value(after, 'shop_mail_outbox_oldest_seconds')).toBeGreaterThanOrEqual(600);
  });
});

describe('GET /api/ready', () => {
  it('is ready while the database answers and has every migration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 once the process is shutting down, while /api/health stays up', async () => {
    shuttingDown = true;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', reason: 'shutting_down' });
      expect(response.headers['retry-after']).toBeDefined();
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      shuttingDown = false;
    }
  });
});

describe('without METRICS_TOKEN, or with METRICS_PORT', () => {
  it('serves no /metrics on the shop port', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('serves the registry on a port of its own, and nothing else there', async () => {
    const server = await serveMetrics(t.app.metrics, '127.0.0.1', 0);
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('shop_db_pool_connections');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the outbox gauges', () => {
  it('read the outbox once per scrape, and again at the next one', async () => {
    const metrics = createMetrics();
    let reads = 0;
    metrics.readFrom({
      outbox: async () => {
        reads += 1;
        return { pending: 3, oldestSeconds: 42 };
      },
    });
    const first = await metrics.registry.metrics();
    expect(reads).toBe(1);
    expect(value(first, 'shop_mail_outbox_pending')).toBe(3);
    expect(value(first, 'shop_mail_outbox_oldest_seconds')).toBe(42);
    await metrics.registry.metrics();
    expect(reads).toBe(2);
  });
});
