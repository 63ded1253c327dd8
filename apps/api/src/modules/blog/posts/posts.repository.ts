import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export type BlogCategoryRow = { id: number; name: string; name_en: string; slug: string };

export type BlogPostSummaryRow = {
  id: number;
  slug: string;
  title: string;
  title_en: string;
  excerpt: string;
  excerpt_en: string;
  cover_path: string | null;
  category: BlogCategoryRow | null;
  published_at: Date;
  updated_at: Date;
};

export type BlogPostDetailRow = BlogPostSummaryRow & {
  /** Up to RELATED_POSTS other visible posts, same category first, then the newest. */
  related_posts: BlogPostSummaryRow[];
  /** The products staff linked to the post, in their order (withdrawn ones included). */
  related_product_ids: number[];
  body: string;
  body_en: string;
  meta_title: string;
  meta_title_en: string;
  meta_description: string;
  meta_description_en: string;
};

export type BlogPostSort = 'published_desc' | 'published_asc';

export type BlogPostFilter = {
  /** A blog category slug. */
  category?: string;
};

export const RELATED_POSTS = 3;

/** What readers may see: published, and not scheduled for later. */
const VISIBLE = sql`bp.is_published AND bp.published_at <= now()`;

const SUMMARY_COLUMNS = sql`bp.id, bp.slug, bp.title, bp.title_en, bp.excerpt, bp.excerpt_en, bp.cover_path,
  bp.published_at, bp.updated_at,
  CASE WHEN bc.id IS NULL THEN NULL
       ELSE json_build_object('id', bc.id, 'name', bc.name, 'name_en', bc.name_en, 'slug', bc.slug) END AS category`;

function orderClause(sort: BlogPostSort): SQL {
  return sort === 'published_asc'
    ? sql`bp.published_at ASC, bp.id ASC`
    : sql`bp.published_at DESC, bp.id DESC`;
}

export function createBlogPostsRepository(db: Executor) {
  return {
    /** One page of visible posts and the total, in one statement. */
    async list(
      filter: BlogPostFilter,
      sort: BlogPostSort,
      page: { limit: number; offset: number },
    ): Promise<{ rows: BlogPostSummaryRow[]; total: number | null }> {
      const conditions: SQL[] = [VISIBLE];
      if (filter.category) conditions.push(sql`bc.slug = ${filter.category}`);
      const result = await db.execute<BlogPostSummaryRow & { total: number }>(sql`
        SELECT ${SUMMARY_COLUMNS}, count(*) OVER ()::int AS total
          FROM blog_posts bp
          LEFT JOIN blog_categories bc ON bc.id = bp.category_id
         WHERE ${sql.join(conditions, sql` AND `)}
         ORDER BY ${orderClause(sort)}
         LIMIT ${page.limit} OFFSET ${page.offset}`);
      return { rows: result.rows, total: result.rows[0]?.total ?? null };
    },

    /** A visible post with its related posts and linked product ids, in one statement. */
    async findBySlug(slug: string): Promise<BlogPostDetailRow | undefined> {
      const result = await db.execute<BlogPostDetailRow>(sql`
        WITH post AS (SELECT bp.id, bp.category_id FROM blog_posts bp WHERE bp.slug = ${slug} AND ${VISIBLE})
        SELECT ${SUMMARY_COLUMNS}, bp.body, bp.body_en, bp.meta_title, bp.meta_title_en,
               bp.meta_description, bp.meta_description_en,
               (SELECT coalesce(array_agg(bpp.product_id ORDER BY bpp.position), '{}')
                  FROM blog_post_products bpp WHERE bpp.post_id = bp.id) AS related_product_ids,
               (SELECT coalesce(json_agg(related), '[]'::json) FROM (
                  SELECT ${SUMMARY_COLUMNS}
                    FROM post
                    JOIN blog_posts bp ON bp.id <> post.id AND ${VISIBLE}
                    LEFT JOIN blog_categories bc ON bc.id = bp.category_id
                   ORDER BY (bp.category_id IS NOT DISTINCT FROM post.category_id) DESC,
                            bp.published_at DESC, bp.id DESC
                   LIMIT ${RELATED_POSTS}) related) AS related_posts
          FROM post
          JOIN blog_posts bp ON bp.id = post.id
          LEFT JOIN blog_categories bc ON bc.id = bp.category_id`);
      return result.rows[0];
    },

    /** Blog categories with how many visible posts each has, by name. */
    async categoriesWithCounts(): Promise<(BlogCategoryRow & { post_count: number })[]> {
      const result = await db.execute<BlogCategoryRow & { post_count: number }>(sql`
        SELECT bc.id, bc.name, bc.name_en, bc.slug,
               count(bp.id) FILTER (WHERE ${VISIBLE})::int AS post_count
          FROM blog_categories bc
          LEFT JOIN blog_posts bp ON bp.category_id = bc.id
         GROUP BY bc.id
         ORDER BY bc.name COLLATE shop_ro, bc.id`);
      return result.rows;
    },

    async categoryExists(slug: string): Promise<boolean> {
      const result = await db.execute(sql`SELECT 1 FROM blog_categories WHERE slug = ${slug} LIMIT 1`);
      return result.rows.length > 0;
    },

    /** Every visible post's slug and last change, for the sitemap. */
    async listVisibleSlugs(): Promise<{ slug: string; updated_at: Date }[]> {
      const result = await db.execute<{ slug: string; updated_at: Date }>(sql`
        SELECT bp.slug, greatest(bp.updated_at, bp.published_at) AS updated_at
          FROM blog_posts bp
         WHERE ${VISIBLE}
         ORDER BY bp.published_at DESC, bp.id DESC`);
      return result.rows;
    },
  };
}

export type BlogPostsRepository = ReturnType<typeof createBlogPostsRepository>;
