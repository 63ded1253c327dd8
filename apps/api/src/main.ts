import cluster from 'node:cluster';
import type { Server } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { AggregatorRegistry } from 'prom-client';
import { buildApp, loggerOptions } from './app';
import { runPrimary } from './cluster';
import { prepareShop, printBanner } from './startup';
import { type Config, ConfigError, loadConfig, shareEnvironment } from './config';
import { connectDatabase, type DatabaseHandle, sessionSettingsMissing } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { maintenanceTasks } from './jobs/maintenance-tasks';
import { createOutboxWorker, type OutboxWorker } from './jobs/outbox';
import { loadMallocTrim } from './lib/malloc-trim';
import { createMailTransport } from './modules/notifications/mail-transport';
import { createPeriodicJobsRepository } from './modules/system/periodic-jobs.repository';
import { serveMetrics } from './plugins/metrics';

/** How long each later step of a shutdown (the worker, the pool, the database) may take. */
const SHUTDOWN_STEP_MS = 10_000;

/** Whether `work` settled within `ms`; a rejection counts as settled (the caller logs it). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  shareEnvironment(config);
  const log = pino(loggerOptions(config) as pino.LoggerOptions);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await runPrimary(config, log);
    return;
  }

  // Registered before anything starts: a signal during the first start (migrations, seed, images)
  // must still stop the embedded database, or it would outlive us and lock the data folder.
  let app: FastifyInstance | undefined;
  let worker: OutboxWorker | undefined;
  let database: DatabaseHandle | undefined;
  let embedded: EmbeddedDatabase | undefined;
  let embeddedStart: Promise<EmbeddedDatabase> | undefined;
  let metricsServer: Server | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Shutting down: finishing in-flight requests');
    // Every step below is bounded; this only catches a step that ignores its bound.
    const force = setTimeout(
      () => {
        log.error('Shutdown took too long; exiting');
        process.exit(1);
      },
      config.shutdownGraceMs + 4 * SHUTDOWN_STEP_MS,
    );
    force.unref();
    let clean = true;
    const step = async (name: string, work: () => Promise<unknown> | undefined) => {
      try {
        if (!(await settlesWithin(Promise.resolve(work()), SHUTDOWN_STEP_MS))) {
          throw new Error(`${name} did not stop in time`);
        }
      } catch (error) {
        clean = false;
        log.error({ err: error, step: name }, 'Shutdown step failed');
      }
    };
    // In this order: no new requests, then no new jobs, then the pool, then the database. The
    // database is stopped whatever happened before: left running, it would lock the data folder.
    if (app) {
      const server = app;
      const closing = server.close();
      const closedInTime = await settlesWithin(
        closing.catch(() => undefined),
        config.shutdownGraceMs,
      );
      if (!closedInTime) {
        // A request still open after the grace (a slow client, a stuck handler) is cut off.
        log.warn('Requests still open after the shutdown grace; closing their connections');
        server.server.closeAllConnections();
      }
      await step('http server', () => closing);
    }
    await step('metrics server', async () => {
      metricsServer?.closeAllConnections();
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
    });
    await step('outbox worker', () => worker?.stop());
    await step('database pool', () => database?.close());
    if (database && database.pool.totalCount > 0) {
      // What the pool still held when its step gave up: connections checked out or being made.
      const { totalCount, idleCount, waitingCount } = database.pool;
      log.error({ totalCount, idleCount, waitingCount }, 'Database pool still open');
    }
    // Awaiting its start too: a signal during the start still stops it.
    await step('embedded database', async () => (await embeddedStart)?.stop());
    if (clean) log.info('Stopped cleanly');
    else log.error('Stopped, after a failed step (see above)');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    let databaseUrl: string;
    if (config.databaseUrl) {
      databaseUrl = config.databaseUrl;
    } else {
      embeddedStart = startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), log, {
        database: 'shop',
      });
      embedded = await embeddedStart;
      databaseUrl = embedded.url('shop');
    }
    // What needs a session (LISTEN, the setup lock) goes to DATABASE_LISTEN_URL when the pool's
    // URL is a transaction-pooling PgBouncer's (docs/decisions/072).
    const sessionUrl = config.databaseListenUrl ?? databaseUrl;
    // A cluster's workers find the database ready: their primary prepared it (cluster.ts).
    const prepared = cluster.isWorker ? null : await prepareShop(config, log, sessionUrl);
    database = connectDatabase(databaseUrl, {
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      sessionSettings: config.databaseListenUrl === undefined,
      preparedStatements: config.databasePreparedStatements,
    });
    if (config.databaseListenUrl !== undefined) await warnOfMissingSettings(database, config, log);
    if (stopping) return;

    app = await buildApp({
      config,
      db: database.db,
      databaseUrl: sessionUrl,
      loggerInstance: log,
      collectGarbage: idleCollection(),
      onMailQueued: () => worker?.wake(),
      shuttingDown: () => stopping,
    });
    worker = createOutboxWorker({
      db: database.db,
      transport: createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
      mailFrom: config.mailFrom,
      log: log.child({ job: 'outbox' }),
      attachments: app.mailAttachments,
      onTaskRun: (task, outcome) => app?.metrics.jobRun(task, outcome),
      schedule: createPeriodicJobsRepository(database.db),
      tasks: maintenanceTasks({
        checkout: app.checkout,
        rateLimits: app.rateLimits,
        adminIdempotency: app.adminIdempotency,
        pushDelivery: app.pushDelivery,
        efacturaDeadlines: app.efacturaDeadlines,
        efactura: app.efactura.worker,
        shipmentStatusSync: app.shipmentStatusSync,
        pickupPoints: app.pickupPointSync,
        scheduledProducts: app.scheduledProducts,
      }),
    });
    await app.listen({ port: config.port, host: config.host });
    if (cluster.isWorker) {
      // The primary serves METRICS_PORT with every worker's figures, asked over IPC: a worker
      // answers those requests once an AggregatorRegistry exists in it (its constructor adds the
      // listener), with the registries set here.
      AggregatorRegistry.setRegistries([app.metrics.registry]);
      new AggregatorRegistry();
    } else if (config.metricsPort !== undefined) {
      metricsServer = await serveMetrics(app.metrics, config.host, config.metricsPort);
    }
    if (stopping) return;
    worker.start();
    if (prepared) printBanner(config, prepared);
  } catch (error) {
    // A signal closed the database under a start-up step: shutdown() is already exiting.
    if (stopping) return;
    await database?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}

/**
 * What the server runs when it goes quiet after a burst (plugins/idle-memory.ts): V8's full
 * collection (`gc`, exposed by `--expose-gc` as npm start runs it), then glibc's free pages handed
 * back (lib/malloc-trim.ts, docs/decisions/078). Without `gc` memory is left to V8 and malloc.
 */
function idleCollection(): (() => void) | undefined {
  const gc = globalThis.gc;
  if (!gc) return undefined;
  const trim = loadMallocTrim();
  return () => {
    gc();
    trim?.();
  };
}

/**
 * Behind a transaction-pooling PgBouncer the pool sends no session settings: the role must carry
 * them, or searches with a typo match less and statements run unbounded on the server.
 */
async function warnOfMissingSettings(database: DatabaseHandle, config: Config, log: pino.Logger) {
  const missing = await sessionSettingsMissing(database.db, config.databaseStatementTimeoutMs).catch(
    (error: unknown) => [`(could not read them: ${error instanceof Error ? error.message : String(error)})`],
  );
  if (missing.length > 0) {
    log.warn(
      { missing },
      'DATABASE_LISTEN_URL is set, so the pool sends no session settings; the role lacks some (docs/operations/scaling.md)',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
