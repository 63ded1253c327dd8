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
  'role',
  'return',
  'review',
  'contact_message',
  'wallet',
  'voucher',
  'shop_settings',
  'push_notification',
  'invoice',
  'invoice_series',
  'efactura_connection',
  'integration_settings',
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

/** The kinds of records the log names instead of showing their ids. */
export const AUDIT_REFERENCE_KINDS = [
  'product',
  'order',
  'category',
  'tag',
  'blog_post',
  'blog_category',
  'coupon',
  'user',
] as const;
export type AuditReferenceKind = (typeof AUDIT_REFERENCE_KINDS)[number];

/** Fields of logged records whose values are ids of other records (one id or a list). */
export const AUDIT_REFERENCE_FIELDS: Readonly<Record<string, AuditReferenceKind>> = {
  categorii: 'category',
  category_id: 'category',
  parent: 'category',
  parent_id: 'category',
  tags: 'tag',
  tag_id: 'tag',
  produs: 'product',
  product_id: 'product',
  comanda: 'order',
  order_id: 'order',
  user_id: 'user',
  blog_category_id: 'blog_category',
};

/** The record an entry is about, by its type, when the log can name it. */
export const AUDIT_ENTITY_REFERENCE: Readonly<Partial<Record<AuditEntityType, AuditReferenceKind>>> = {
  product: 'product',
  price: 'product',
  stock: 'product',
  order: 'order',
  category: 'category',
  tag: 'tag',
  blog_post: 'blog_post',
  blog_category: 'blog_category',
  coupon: 'coupon',
  staff: 'user',
  wallet: 'user',
};

/** `{kind: {id: name}}` for the records a page mentions (its entries' own and ids in their changes). */
export const auditNamesSchema = z.partialRecord(
  z.enum(AUDIT_REFERENCE_KINDS),
  z.record(z.string(), z.string()),
);
export type AuditNames = z.infer<typeof auditNamesSchema>;

export const auditPageSchema = z.object({
  results: z.array(auditEntrySchema),
  /** The names of the records the page's entries mention, resolved in one query. */
  names: auditNamesSchema,
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
