import { z } from 'zod';
import { dateParam, intParam, positiveIntParam, textSchema } from '../common';

/** The entities whose changes the audit log keeps. */
export const AUDIT_ENTITY_TYPES = [
  'product',
  'price',
  'stock',
  'order',
  'refund',
  'coupon',
  'category',
  'tag',
  'blog_post',
  'blog_category',
  'staff',
  'return',
  'review',
  'contact_message',
  'wallet',
  'voucher',
  'shop_settings',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const auditQuerySchema = z.object({
  entity_type: z.enum(AUDIT_ENTITY_TYPES).optional(),
  entity_id: textSchema().trim().min(1).max(100).optional(),
  actor_id: positiveIntParam.optional(),
  action: textSchema().trim().min(1).max(50).optional(),
  /** Calendar days in Romania's time zone, both included. */
  from: dateParam.optional(),
  to: dateParam.optional(),
  /** Keyset pagination: the `next_before` of the previous page. */
  before: positiveIntParam.optional(),
  limit: intParam(1, 100).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  results: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
