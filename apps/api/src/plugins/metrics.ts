import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { RequestHistogram } from '../lib/request-histogram';

/** What the gauges read when Prometheus scrapes: the shop's state, not this process's counts. */
export type MetricsSources = {
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  catalogCache?: () => { hits: number; misses: number; bytes: number } | undefined;
  outbox?: () => Promise<{ pending: number; oldestSeconds: number }>;
  efactura?: () => Promise<{ open: number; due: number; late: number }>;
};

/**
 * The shop's Prometheus metrics, one registry per server (the tests build several in one process).
 * Counters count in this process; Prometheus sums the processes. The gauges of the outbox and of
 * e-Factura read the database at scrape time, so every process reports the same shop-wide figure
 * (alert on `max`, not `sum`).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const sources: MetricsSources = {};
  // Two gauges show the outbox: they share one read of it per scrape.
  const readOutbox = sharedWhileRunning(() => sources.outbox?.());

  const requestDuration = new RequestHistogram(
    'http_request_duration_seconds',
    'Time to answer an HTTP request, by route pattern, method and status',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry,
  );
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed, by channel (the storefront or staff)',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'shop_payment_events_total',
    help: "Payment processors' verified events applied to an order, by provider and outcome",
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'shop_job_runs_total',
    help: 'Runs of the periodic jobs, by job and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'shop_db_pool_connections',
    help: "The database pool's connections, by state (in use, idle) and the requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool;
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'shop_catalog_cache_reads',
    help: "The catalogue cache's reads since the process started, by result (hit or miss)",
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const counts = sources.catalogCache?.();
      if (!counts) return;
      this.set({ result: 'hit' }, counts.hits);
      this.set({ result: 'miss' }, counts.misses);
    },
  });
  new Gauge({
    name: 'shop_catalog_cache_bytes',
    help: 'The bytes of the answers the catalogue cache holds now (at most CATALOG_CACHE_MB)',
    registers: [registry],
    collect() {
      const counts = sources.catalogCache?.();
      if (counts) this.set(counts.bytes);
    },
  });
  new Gauge({
    name: 'shop_mail_outbox_pending',
    help: 'Mails waiting in the outbox',
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      if (outbox) this.set(outbox.pending);
    },
  });
  new Gauge({
    name: 'shop_mail_outbox_oldest_seconds',
    help: 'How long the oldest mail still in the outbox has waited',
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      if (outbox) this.set(outbox.oldestSeconds);
    },
  });
  new Gauge({
    name: 'shop_efactura_documents',
    help: 'Invoices and credit notes not yet accepted by RO e-Factura: all, within a working day of their term, past it',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      if (!sources.efactura) return;
      const counts = await sources.efactura();
      this.set({ state: 'open' }, counts.open);
      this.set({ state: 'due' }, counts.due);
      this.set({ state: 'late' }, counts.late);
    },
  });

  return {
    registry,
    /** Gives the gauges what they read (the services exist only after the plugins). */
    readFrom(more: MetricsSources): void {
      Object.assign(sources, more);
    },
    observeRequest(route: string, method: string, status: number, seconds: number): void {
      requestDuration.observe(route, method, status, seconds);
    },
    orderPlaced(channel: 'shop' | 'staff'): void {
      ordersPlaced.inc({ channel });
    },
    paymentEvent(provider: string, outcome: string): void {
      payments.inc({ provider, outcome });
    },
    jobRun(job: string, outcome: 'ok' | 'failed'): void {
      jobs.inc({ job, outcome });
    },
  };
}

/**
 * Calls `read` once for the callers that arrive while it runs: prom-client collects every gauge of
 * a scrape at once, so the gauges reading the same query get one statement between them.
 */
function sharedWhileRunning<T>(read: () => Promise<T> | undefined): () => Promise<T | undefined> {
  let running: Promise<T | undefined> | undefined;
  return () => {
    running ??= Promise.resolve(read()).finally(() => {
      running = undefined;
    });
    return running;
  };
}

export type ShopMetrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
  interface FastifyContextConfig {
    /** The route places an order: a 201 counts in `shop_orders_placed_total`. */
    placesOrder?: 'shop' | 'staff';
  }
}

function sameSecret(given: string, expected: string): boolean {
  // Hashed first: equal lengths for timingSafeEqual, and no length leaks through the timing.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Times every request by its route pattern (never the raw URL: one series per route, not per
 * product), counts placed orders, and, when METRICS_TOKEN is set and no METRICS_PORT, answers
 * `GET /metrics` to a scraper that brings the token. With METRICS_PORT, main.ts serves the same
 * registry on that port instead (docs/operations/monitoring.md).
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { metrics: ShopMetrics; token: string | undefined; servesRoute: boolean },
  ) => {
    const { metrics } = options;
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      const channel = request.routeOptions.config.placesOrder;
      if (channel && reply.statusCode === 201) metrics.orderPlaced(channel);
      done();
    });
    if (!options.servesRoute || !options.token) return;
    const token = options.token;
    app.get(
      '/metrics',
      { schema: { hide: true }, logLevel: 'warn', config: { ownAuthorization: true } },
      async (request, reply) => {
        const given = bearerToken(request);
        if (!given || !sameSecret(given, token)) {
          return reply.code(401).header('www-authenticate', 'Bearer').send({ detail: 'Unauthorized' });
        }
        reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
        return metrics.registry.metrics();
      },
    );
  },
);

/** What a metrics port serves: one registry, or a cluster's workers added up. */
type MetricsSource = { contentType: string; read: () => Promise<string> };

/**
 * METRICS_PORT: the metrics on a port of their own (no token; keep the port off the internet),
 * answering `GET /metrics` and 404 to anything else. A ShopMetrics serves its registry; the
 * cluster's primary passes its aggregator (cluster.ts).
 */
export async function serveMetrics(
  from: ShopMetrics | MetricsSource,
  host: string,
  port: number,
): Promise<Server> {
  const source: MetricsSource =
    'registry' in from
      ? { contentType: from.registry.contentType, read: () => from.registry.metrics() }
      : from;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    source.read().then(
      (body) => {
        response.writeHead(200, { 'content-type': source.contentType, 'cache-control': 'no-store' });
        response.end(body);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
