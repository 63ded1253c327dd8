import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { RETRY_AFTER_SECONDS } from '../../lib/service-unavailable';

const HEALTH_TIMEOUT_MS = 2000;

export async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
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
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          options.db.execute(sql`SELECT 1`),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database timeout')), HEALTH_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const };
      } catch {
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
