import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * Who changed what and when, with the record before and after. Append-only: a trigger refuses
 * updates and deletes, so not even the application can rewrite the past.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's email when it acted, kept if the account is later removed. */
    actorEmail: text('actor_email').notNull().default(''),
    /** 'product', 'price', 'stock', 'order', 'coupon', 'category', 'tag', 'blog_post', 'staff', … */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'create', 'update', 'delete', or a named action such as 'status', 'refund', 'adjust'. */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(sql`${t.createdAt} DESC`),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
