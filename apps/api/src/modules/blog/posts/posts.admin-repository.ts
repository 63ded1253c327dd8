import { type SQL, sql } from 'drizzle-orm';
import type { BlogPostStatus } from '@shop/shared/schemas/admin/blog';
import { containsPattern } from '../../../lib/like';
import type { Executor } from '../../../db/client';

export type AdminBlogPostRow = {
  id: number;
  slug: string;
  title: string;
  title_en: string;
  excerpt: string;
  excerpt_en: string;
  body: string;
  body_en: string;
  meta_title: string;
  meta_title_en: string;
  meta_description: string;
  meta_description_en: string;
  cover_path: string | null;
  category_id: number | null;
  category_name: string | null;
  product_ids: number[];
  status: BlogPostStatus;
  is_published: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type BlogPostValues = {
  slug: string;
  title: string;
  titleEn: string;
  excerpt: string;
  excerptEn: string;
  body: string;
  bodyEn: string;
  metaTitle: string;
  metaTitleEn: string;
  metaDescription: string;
  metaDescriptionEn: string;
  coverPath: string | null;
  categoryId: number | null;
  isPublished: boolean;
  publishedAt: Date | null;
};

export type AdminBlogCategoryRow = { id: number; name: string; name_en: string; slug: string; posts: number };

/** By the database clock, as the public blog decides what readers see. */
const STATUS = sql`CASE WHEN NOT bp.is_published THEN 'draft'
                        WHEN bp.published_at > now() THEN 'scheduled' ELSE 'published' END`;

const COLUMNS = sql`bp.id, bp.slug, bp.title, bp.title_en, bp.excerpt, bp.excerpt_en, bp.body, bp.body_en,
  bp.meta_title, bp.meta_title_en, bp.meta_description, bp.meta_description_en, bp.cover_path,
  bp.category_id, bc.name AS category_name, ${STATUS} AS status, bp.is_published, bp.published_at,
  bp.created_at, bp.updated_at,
  (SELECT coalesce(array_agg(bpp.product_id ORDER BY bpp.position), '{}')
     FROM blog_post_products bpp WHERE bpp.post_id = bp.id) AS product_ids`;

/**
 * Versions are compared at the millisecond, the precision the wire carries; a write moves the
 * version forward by at least a millisecond, so two writes never share one.
 */
const NEXT_VERSION = sql`greatest(date_trunc('milliseconds', clock_timestamp()),
                                  date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function createBlogPostsAdminRepository(db: Executor) {
  return {
    async list(
      filter: { q?: string; status?: BlogPostStatus; categoryId?: number },
      page: { limit: number; offset: number },
    ): Promise<{ rows: AdminBlogPostRow[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        conditions.push(
          sql`(shop_unaccent(bp.title) ILIKE shop_unaccent(${pattern}) OR shop_unaccent(bp.title_en) ILIKE shop_unaccent(${pattern}) OR bp.slug ILIKE ${pattern})`,
        );
      }
      if (filter.status) conditions.push(sql`${STATUS} = ${filter.status}`);
      if (filter.categoryId !== undefined) conditions.push(sql`bp.category_id = ${filter.categoryId}`);
      const where = sql.join(conditions, sql` AND `);
      const rows = await db.execute<AdminBlogPostRow>(sql`
        SELECT ${COLUMNS} FROM blog_posts bp LEFT JOIN blog_categories bc ON bc.id = bp.category_id
         WHERE ${where}
         ORDER BY bp.updated_at DESC, bp.id DESC
         LIMIT ${page.limit} OFFSET ${page.offset}`);
      const count = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM blog_posts bp WHERE ${where}`);
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },

    async findById(id: number): Promise<AdminBlogPostRow | undefined> {
      const result = await db.execute<AdminBlogPostRow>(sql`
        SELECT ${COLUMNS} FROM blog_posts bp LEFT JOIN blog_categories bc ON bc.id = bp.category_id
         WHERE bp.id = ${id}`);
      return result.rows[0];
    },

    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const result = await db.execute(sql`
        SELECT 1 FROM blog_posts WHERE slug = ${slug}
           AND (${exceptId ?? null}::int IS NULL OR id <> ${exceptId ?? null}) LIMIT 1`);
      return result.rows.length > 0;
    },

    async insert(values: BlogPostValues): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO blog_posts (slug, title, title_en, excerpt, excerpt_en, body, body_en, meta_title,
                                meta_title_en, meta_description, meta_description_en, cover_path,
                                category_id, is_published, published_at, updated_at)
        VALUES (${values.slug}, ${values.title}, ${values.titleEn}, ${values.excerpt}, ${values.excerptEn}, ${values.body},
                ${values.bodyEn}, ${values.metaTitle}, ${values.metaTitleEn}, ${values.metaDescription},
                ${values.metaDescriptionEn}, ${values.coverPath}, ${values.categoryId},
                ${values.isPublished}, ${iso(values.publishedAt)}, date_trunc('milliseconds', clock_timestamp()))
        RETURNING id`);
      return result.rows[0]!.id;
    },

    /** Writes when the stored version is still the one read; false when it is not (or no row). */
    async update(id: number, version: Date, values: BlogPostValues): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE blog_posts SET slug = ${values.slug}, title = ${values.title}, title_en = ${values.titleEn},
               excerpt = ${values.excerpt}, excerpt_en = ${values.excerptEn}, body = ${values.body},
               body_en = ${values.bodyEn}, meta_title = ${values.metaTitle},
               meta_title_en = ${values.metaTitleEn}, meta_description = ${values.metaDescription},
               meta_description_en = ${values.metaDescriptionEn}, cover_path = ${values.coverPath},
               category_id = ${values.categoryId}, is_published = ${values.isPublished},
               published_at = ${iso(values.publishedAt)}, updated_at = ${NEXT_VERSION}
         WHERE id = ${id} AND date_trunc('milliseconds', updated_at) = ${version.toISOString()}::timestamptz`);
      return (result.rowCount ?? 0) > 0;
    },

    /** The post's recommended products become these, in this order (the service checks they exist). */
    async setProducts(postId: number, productIds: number[]): Promise<void> {
      await db.execute(sql`DELETE FROM blog_post_products WHERE post_id = ${postId}`);
      if (productIds.length > 0) {
        await db.execute(sql`
          INSERT INTO blog_post_products (post_id, product_id, position)
          SELECT ${postId}, ids.id, ids.position
            FROM unnest(${sql.param(productIds)}::int[]) WITH ORDINALITY AS ids(id, position)`);
      }
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.execute(sql`DELETE FROM blog_posts WHERE id = ${id}`);
      return (result.rowCount ?? 0) > 0;
    },

    async categories(): Promise<AdminBlogCategoryRow[]> {
      const result = await db.execute<AdminBlogCategoryRow>(sql`
        SELECT bc.id, bc.name, bc.name_en, bc.slug,
               (SELECT count(*) FROM blog_posts bp WHERE bp.category_id = bc.id)::int AS posts
          FROM blog_categories bc ORDER BY bc.name, bc.id`);
      return result.rows;
    },

    async findCategory(id: number): Promise<AdminBlogCategoryRow | undefined> {
      const result = await db.execute<AdminBlogCategoryRow>(sql`
        SELECT bc.id, bc.name, bc.name_en, bc.slug,
               (SELECT count(*) FROM blog_posts bp WHERE bp.category_id = bc.id)::int AS posts
          FROM blog_categories bc WHERE bc.id = ${id}`);
      return result.rows[0];
    },

    async categorySlugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const result = await db.execute(sql`
        SELECT 1 FROM blog_categories WHERE slug = ${slug}
           AND (${exceptId ?? null}::int IS NULL OR id <> ${exceptId ?? null}) LIMIT 1`);
      return result.rows.length > 0;
    },

    async insertCategory(values: { name: string; nameEn: string; slug: string }): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO blog_categories (name, name_en, slug) VALUES (${values.name}, ${values.nameEn}, ${values.slug})
        RETURNING id`);
      return result.rows[0]!.id;
    },

    async updateCategory(id: number, values: { name: string; nameEn: string; slug: string }): Promise<void> {
      await db.execute(sql`
        UPDATE blog_categories SET name = ${values.name}, name_en = ${values.nameEn}, slug = ${values.slug}
         WHERE id = ${id}`);
    },

    /** Its posts stay, without a category. */
    async removeCategory(id: number): Promise<void> {
      await db.execute(sql`DELETE FROM blog_categories WHERE id = ${id}`);
    },
  };
}
