import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { auditPageSchema, auditQuerySchema } from '@shop/shared/schemas/admin/audit';
import { errorSchema } from '@shop/shared/schemas/common';
import type { Database } from '../../db/client';
import type { AuditService } from './audit.service';

/** The audit log, read-only: who changed what and when, newest first. */
export async function auditAdminRoutes(app: FastifyInstance, options: { db: Database; audit: AuditService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/audit/',
    {
      schema: {
        summary: 'Audit log entries, newest first, filtered',
        description:
          "Keyset-paged: pass the answer's `next_before` as `before` for older entries. `from` and `to` are days in Romania, both included. For an update, `before` and `after` hold only the fields that changed. `names` names the records the page mentions (each entry's own and the ids in its changes: products, orders, categories, tags, blog posts and categories, coupons, users), resolved in one query.",
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: errorSchema.catchall(z.unknown()),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const limit = query.limit ?? ADMIN_PAGE_SIZE;
      const rows = await options.audit.list(options.db, {
        entityType: query.entity_type,
        entityId: query.entity_id,
        actorId: query.actor_id,
        action: query.action,
        from: query.from,
        to: query.to,
        beforeId: query.before,
        limit,
      });
      const page = rows.slice(0, limit);
      return {
        names: await options.audit.names(options.db, page),
        results: page.map((row) => ({
          id: row.id,
          actor_id: row.actorId,
          actor_email: row.actorEmail,
          entity_type: row.entityType,
          entity_id: row.entityId,
          action: row.action,
          before: row.before,
          after: row.after,
          created_at: row.createdAt.toISOString(),
        })),
        next_before: rows.length > limit ? page[page.length - 1]!.id : null,
      };
    },
  );
}
