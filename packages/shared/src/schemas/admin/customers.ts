import { z } from 'zod';
import { intParam, moneySchema, pageSchema, positiveIntParam, textSchema } from '../common';

/** A customer as staff see them in the list. */
export const adminCustomerSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email_verified: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** The wallet's balance, in lei. */
  wallet_balance: moneySchema,
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const adminCustomerPageSchema = pageSchema(adminCustomerSummarySchema);
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

export const adminCustomerListQuerySchema = z.object({
  /** Part of the email, a name or the phone; diacritics and case do not matter. */
  q: textSchema().trim().max(100, 'Cel mult 100 de caractere.').optional(),
  page: positiveIntParam.optional(),
  per: intParam(1, 100).optional(),
});
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;

export const adminCustomerParamsSchema = z.object({ id: positiveIntParam });
