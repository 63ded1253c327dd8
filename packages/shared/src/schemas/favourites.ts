import { z } from 'zod';
import { productSummarySchema } from './catalog';
import { idSchema, intParam, pageSchema, positiveIntParam } from './common';

/** A signed-in customer's favourite: its own id and the product (contract §3). */
export const favouriteSchema = z.object({
  id: z.number().int(),
  produs: productSummarySchema,
  created_at: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteCreateSchema = z.object({
  produs: idSchema('Produs invalid.'),
});

export const favouriteListQuerySchema = z.object({
  produs: positiveIntParam.optional(),
  page: positiveIntParam.optional(),
  per: intParam(1, 100).optional(),
  page_size: intParam(1, 100).optional(),
});

export const favouritePageSchema = pageSchema(favouriteSchema);
