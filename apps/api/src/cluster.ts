import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import path from 'node:path';
import type pino from 'pino';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from './config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { serveMetrics } from './plugins/metrics';
import { prepareShop, printBanner } from './startup';

/** A worker that dies is replaced after this long (a crash loop then costs little). */
const RESTART_DELAY_MS = 1_000;
/** What the primary gives the workers to finish after the shutdown grace. */
const STOP_MARGIN_MS = 40_000;

/**
 * WEB_CONCURRENCY > 1 (docs/decisions/067): this process prepares the shop once (the embedded
 * database when there is no DATABASE_URL, migrations, demo data, the admin), then forks that many
 * workers, which share the port (Node's cluster hands out the connections) and each run the whole
 * shop: requests, the mail outbox and the periodic jobs (claimed once across processes). A worker
 * that dies is replaced; SIGTERM stops the workers, waits for them, then stops the database.
 */
export async function runPrimary(config: Config, log: pino.Logger): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  let metricsServer: Server | undefined;
  let stopping = false;
  const workers = new Set<Worker>();

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: workers.size }, 'Stopping the workers');
    const exited = [...workers].map(
      (worker) =>
        new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve()))),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      log.error('Workers did not stop in time; killing them');
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, config.shutdownGraceMs + STOP_MARGIN_MS);
    await Promise.all(exited);
    clearTimeout(timer);
    metricsServer?.closeAllConnections();
    metricsServer?.close();
    await embedded
      ?.stop()
      .catch((error: unknown) => log.error({ err: error }, 'Embedded database did not stop'));
    log.info('Stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), log, { database: 'shop' });
    databaseUrl = embedded.url('shop');
  }
  // The setup lock is a session's: DATABASE_LISTEN_URL's when a pooler is in front (ADR 072).
  const prepared = await prepareShop(config, log, config.databaseListenUrl ?? databaseUrl);
  if (stopping) return;

  const fork = () => {
    const worker = cluster.fork({ DATABASE_URL: databaseUrl });
    workers.add(worker);
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      log.error({ pid: worker.process.pid, code, signal }, 'A worker died; starting another');
      setTimeout(() => {
        if (!stopping) fork();
      }, RESTART_DELAY_MS);
    });
    return worker;
  };
  const listening = Array.from(
    { length: config.webConcurrency },
    () => new Promise<void>((resolve) => fork().once('listening', () => resolve())),
  );
  await Promise.all(listening);
  if (config.metricsPort !== undefined) {
    // Every worker's registry, asked over IPC and added up.
    const aggregator = new AggregatorRegistry();
    metricsServer = await serveMetrics(
      { contentType: aggregator.contentType, read: () => aggregator.clusterMetrics() },
      config.host,
      config.metricsPort,
    );
  }
  printBanner(config, prepared);
}
