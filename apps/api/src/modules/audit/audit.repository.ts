import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditNames, AuditReferenceKind } from '@shop/shared/schemas/admin/audit';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { dayAfter, dayStart } from '../../lib/shop-day';

export type AuditEntry = {
  actorId: number | null;
  actorEmail: string;
  entityType: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
};

export type AuditFilter = {
  entityType?: string;
  entityId?: string;
  actorId?: number;
  action?: string;
  /** Calendar days in the shop's time zone, both included. */
  from?: string;
  to?: string;
  /** Keyset pagination: entries older than this id. */
  beforeId?: number;
  limit: number;
};

export function createAuditRepository(db: Executor) {
  return {
    async insert(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        actorEmail: entry.actorEmail,
        entityType: entry.entityType,
        entityId: entry.entityId,
        action: entry.action,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** Newest first, one page past `beforeId`; one more row than asked tells whether more follow. */
    async list(filter: AuditFilter) {
      const conditions: SQL[] = [];
      if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
      if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
      if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.from) conditions.push(gte(auditLog.createdAt, dayStart(filter.from)));
      if (filter.to) conditions.push(lt(auditLog.createdAt, dayAfter(filter.to)));
      if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId));
      return db
        .select()
        .from(auditLog)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(filter.limit + 1);
    },

    /**
     * The names of the given records, every kind in one statement (a page of the log names its
     * products, orders, categories… without a query per entry).
     */
    async names(ids: Partial<Record<AuditReferenceKind, number[]>>): Promise<AuditNames> {
      const of = (kind: AuditReferenceKind) => sql.param(ids[kind] ?? []);
      const result = await db.execute<{ kind: AuditReferenceKind; id: string; name: string }>(sql`
        SELECT 'product' AS kind, id::text AS id, name FROM product_names WHERE id = ANY(${of('product')}::int[])
        UNION ALL SELECT 'order', id::text, name FROM order_names WHERE id = ANY(${of('order')}::int[])
        UNION ALL SELECT 'category', id::text, name FROM category_names WHERE id = ANY(${of('category')}::int[])
        UNION ALL SELECT 'tag', id::text, name FROM tag_names WHERE id = ANY(${of('tag')}::int[])
        UNION ALL SELECT 'blog_post', id::text, name FROM blog_post_names WHERE id = ANY(${of('blog_post')}::int[])
        UNION ALL SELECT 'blog_category', id::text, name FROM blog_category_names
          WHERE id = ANY(${of('blog_category')}::int[])
        UNION ALL SELECT 'coupon', id::text, name FROM coupon_names WHERE id = ANY(${of('coupon')}::int[])
        UNION ALL SELECT 'user', id::text, email FROM account_emails WHERE id = ANY(${of('user')}::int[])`);
      const names: AuditNames = {};
      for (const row of result.rows) (names[row.kind] ??= {})[row.id] = row.name;
      return names;
    },

    /** Marks the transaction's staff member for the database's own history triggers (prices). */
    async setActor(actorId: number): Promise<void> {
      await db.execute(sql`SELECT set_config('shop.actor_id', ${String(actorId)}, true)`);
    },
  };
}
