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

    async findBySlug(slug: string): Promise<BlogPostDetailRow | undefined> {
      const result = await db.execute<BlogPostDetailRow>(sql`
        SELECT ${SUMMARY_COLUMNS}, bp.body, bp.body_en, bp.meta_title, bp.meta_title_en,
               bp.meta_description, bp.meta_description_en
          FROM blog_posts bp
          LEFT JOIN blog_categories bc ON bc.id = bp.category_id
         WHERE bp.slug = ${slug} AND ${VISIBLE}`);
      return result.rows[0];
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
