import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { containsPattern } from '../../../lib/like';
import { listedInShop, type ReviewRow } from '../products/products.repository';
import { readPrepared } from '../../../db/prepared';

/** The columns of a shown review (`ReviewRow`), for a query that has it as `r`. */
export const REVIEW_COLUMNS = sql`r.id, r.product_id, r.author_name, r.rating, r.comment, r.created_at,
  r.verified_purchase, r.reply, r.replied_at`;

const STATUS = sql`CASE WHEN r.is_approved THEN 'approved' WHEN r.moderated_at IS NULL THEN 'pending' ELSE 'hidden' END`;

const ADMIN_COLUMNS = sql`r.id, r.product_id, p.slug AS product_slug, p.title AS product_title, r.author_name,
  u.email AS author_email, r.rating, r.comment, ${STATUS} AS status, r.verified_purchase, r.reply, r.replied_at,
  r.created_at, r.moderated_at`;

export function createReviewsRepository(db: Executor) {
  return {
    /** Whether the product is on sale (reviews are for those only). */
    async productOnSale(productId: number): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM products p WHERE p.id = ${productId} AND ${listedInShop()}`,
      );
      return result.rows.length > 0;
    },

    /** A review posted in the shop: it waits for staff before it is shown. Null when the customer has one already. */
    async insertPending(values: {
      productId: number;
      userId: number | null;
      authorName: string;
      rating: number;
      comment: string;
      verifiedPurchase: boolean;
    }): Promise<number | null> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO reviews (product_id, user_id, author_name, rating, comment, is_approved, verified_purchase)
        VALUES (${values.productId}, ${values.userId}, ${values.authorName}, ${values.rating}, ${values.comment},
                false, ${values.verifiedPurchase})
        ON CONFLICT (user_id, product_id) WHERE user_id IS NOT NULL DO NOTHING
        RETURNING id`);
      return result.rows[0]?.id ?? null;
    },

    /** A page of reviews for staff, newest first, with how many wait for them. */
    async listForStaff(
      filter: { status?: 'pending' | 'approved' | 'hidden'; q?: string },
      page: { limit: number; offset: number },
    ): Promise<{ rows: AdminReviewRow[]; total: number; pending: number }> {
      const conditions: SQL[] = [sql`true`];
      if (filter.status) conditions.push(sql`${STATUS} = ${filter.status}`);
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        conditions.push(sql`(shop_unaccent(p.title) ILIKE shop_unaccent(${pattern})
          OR shop_unaccent(r.author_name) ILIKE shop_unaccent(${pattern})
          OR shop_unaccent(r.comment) ILIKE shop_unaccent(${pattern}))`);
      }
      const result = await db.execute<AdminReviewRow & { total: number; pending: number }>(sql`
        SELECT ${ADMIN_COLUMNS}, count(*) OVER ()::int AS total,
               (SELECT count(*)::int FROM reviews w WHERE w.moderated_at IS NULL) AS pending
          FROM reviews r
          JOIN products p ON p.id = r.product_id
          LEFT JOIN account_emails u ON u.id = r.user_id
         WHERE ${sql.join(conditions, sql` AND `)}
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT ${page.limit} OFFSET ${page.offset}`);
      if (result.rows.length > 0) {
        const [first] = result.rows;
        return { rows: result.rows, total: first!.total, pending: first!.pending };
      }
      const waiting = await db.execute<{ pending: number }>(
        sql`SELECT count(*)::int AS pending FROM reviews WHERE moderated_at IS NULL`,
      );
      return { rows: [], total: 0, pending: waiting.rows[0]?.pending ?? 0 };
    },

    async findForStaff(id: number, options: { lock?: boolean } = {}): Promise<AdminReviewRow | undefined> {
      const result = await db.execute<AdminReviewRow>(sql`
        SELECT ${ADMIN_COLUMNS}
          FROM reviews r
          JOIN products p ON p.id = r.product_id
          LEFT JOIN account_emails u ON u.id = r.user_id
         WHERE r.id = ${id}
         ${options.lock ? sql`FOR UPDATE OF r` : sql``}`);
      return result.rows[0];
    },

    async moderate(id: number, approved: boolean): Promise<void> {
      await db.execute(
        sql`UPDATE reviews SET is_approved = ${approved}, moderated_at = now() WHERE id = ${id}`,
      );
    },

    async reply(id: number, reply: string): Promise<void> {
      await db.execute(sql`
        UPDATE reviews SET reply = ${reply}, replied_at = CASE WHEN ${reply} = '' THEN NULL ELSE now() END
         WHERE id = ${id}`);
    },

    async listForProduct(
      productId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ReviewRow[]; total: number }> {
      const rows = await readPrepared<ReviewRow & { total: number }>(
        db,
        sql`
        SELECT ${REVIEW_COLUMNS}, count(*) OVER ()::int AS total
          FROM reviews r
         WHERE r.product_id = ${productId} AND r.is_approved
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },

    /** A customer's own reviews, newest first, with their products. */
    async ofUser(userId: number): Promise<OwnReviewRow[]> {
      const result = await db.execute<OwnReviewRow>(sql`
        SELECT r.id, r.rating, r.comment, r.is_approved, r.moderated_at, r.verified_purchase, r.reply,
               r.created_at, p.id AS product_id, p.slug, p.title, p.title_en
          FROM reviews r JOIN products p ON p.id = r.product_id
         WHERE r.user_id = ${userId}
         ORDER BY r.created_at DESC, r.id DESC`);
      return result.rows;
    },

    /** A closed account's reviews stay on their products, signed by no one. */
    async anonymiseOfUser(userId: number): Promise<void> {
      await db.execute(
        sql`UPDATE reviews SET author_name = 'Client', user_id = NULL WHERE user_id = ${userId}`,
      );
    },
  };
}

export type AdminReviewRow = {
  id: number;
  product_id: number;
  product_slug: string;
  product_title: string;
  author_name: string;
  author_email: string | null;
  rating: number;
  comment: string;
  status: 'pending' | 'approved' | 'hidden';
  verified_purchase: boolean;
  reply: string;
  replied_at: Date | string | null;
  created_at: Date | string;
  moderated_at: Date | string | null;
};

export type OwnReviewRow = {
  id: number;
  rating: number;
  comment: string;
  is_approved: boolean;
  moderated_at: string | Date | null;
  verified_purchase: boolean;
  reply: string;
  created_at: string | Date;
  product_id: number;
  slug: string;
  title: string;
  title_en: string;
};

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
