import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { RETRY_AFTER_SECONDS } from '../../lib/service-unavailable';

const HEALTH_TIMEOUT_MS = 2000;

/** What readiness asks of the process beyond the database answering. */
export type Readiness = {
  /** True once a shutdown began: the load balancer should send no new requests. */
  shuttingDown: () => boolean;
  /** The database holds every migration this build carries. */
  migrationsCurrent: () => Promise<boolean>;
};

/** Runs `work` or rejects after HEALTH_TIMEOUT_MS (a database that does not answer). */
async function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database timeout')), HEALTH_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, options: { db: Database; readiness: Readiness }) {
  const { readiness } = options;
  // Once current, always current for this build: later probes skip the ledger.
  let migrated = false;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations current, not shutting down',
        description:
          'For a load balancer or an orchestrator: 200 while this process should get requests; 503 ' +
          'with the reason while the database does not answer, lacks a migration this build needs, ' +
          'or the process is shutting down.',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({
            status: z.literal('unavailable'),
            reason: z.enum(['shutting_down', 'database', 'migrations']),
          }),
        },
      },
    },
    async (_request, reply) => {
      const unavailable = (reason: 'shutting_down' | 'database' | 'migrations') =>
        reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const, reason });
      if (readiness.shuttingDown()) return unavailable('shutting_down');
      try {
        await withinTimeout(options.db.execute(sql`SELECT 1`));
        if (!migrated) migrated = await withinTimeout(readiness.migrationsCurrent());
      } catch {
        return unavailable('database');
      }
      if (!migrated) return unavailable('migrations');
      return { status: 'ready' as const };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await withinTimeout(options.db.execute(sql`SELECT 1`));
        return { status: 'ok' as const };
      } catch {
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const });
      }
    },
  );
}
