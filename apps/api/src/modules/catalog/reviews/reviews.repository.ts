import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { ReviewRow } from '../products/products.repository';
import { readPrepared } from '../../../db/prepared';

export function createReviewsRepository(db: Executor) {
  return {
    async listForProduct(
      productId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ReviewRow[]; total: number }> {
      const rows = await readPrepared<ReviewRow & { total: number }>(
        db,
        sql`
        SELECT r.id, r.product_id, r.author_name, r.rating, r.comment, r.created_at, count(*) OVER ()::int AS total
          FROM reviews r
         WHERE r.product_id = ${productId} AND r.is_approved
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
