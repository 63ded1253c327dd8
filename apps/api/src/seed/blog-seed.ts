import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { blogCategories, blogPosts } from '../db/schema/blog';
import { appMeta } from '../db/schema/system';
import { sanitizeRichText } from '../lib/sanitize-html';
import { demoBlogCategories, demoBlogPosts } from './demo-blog';

const SEEDED_KEY = 'demo_blog_seeded_at';

export const blogCoverPath = (slug: string) => `blog/${slug}.webp`;

/**
 * Writes the demo blog once per database, with its own marker, so that a database seeded before the
 * blog existed gets it on its next start, and later starts keep whatever the shop owner changed.
 * Posts or categories whose slug is already taken are left alone.
 */
export async function seedDemoBlog(db: Database): Promise<boolean> {
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  if (marker.length > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(blogCategories)
      .values(demoBlogCategories.map((c) => ({ name: c.name, nameEn: c.nameEn, slug: c.slug })))
      .onConflictDoNothing({ target: blogCategories.slug });
    const categoryRows = await tx
      .select({ id: blogCategories.id, slug: blogCategories.slug })
      .from(blogCategories)
      .where(
        inArray(
          blogCategories.slug,
          demoBlogCategories.map((c) => c.slug),
        ),
      );
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
    await tx
      .insert(blogPosts)
      .values(
        demoBlogPosts.map((p) => ({
          slug: p.slug,
          title: p.title,
          titleEn: p.titleEn,
          excerpt: p.excerpt,
          excerptEn: p.excerptEn,
          body: sanitizeRichText(p.body),
          bodyEn: sanitizeRichText(p.bodyEn),
          coverPath: blogCoverPath(p.slug),
          categoryId: categoryIds.get(p.categorySlug) ?? null,
          metaTitle: p.metaTitle,
          metaTitleEn: p.metaTitleEn,
          metaDescription: p.metaDescription,
          metaDescriptionEn: p.metaDescriptionEn,
          isPublished: true,
          publishedAt: new Date(p.publishedAt),
          createdAt: new Date(p.publishedAt),
          updatedAt: new Date(p.publishedAt),
        })),
      )
      .onConflictDoNothing({ target: blogPosts.slug });
    // Each post recommends up to 4 products on sale whose titles carry its terms, first term first.
    for (const post of demoBlogPosts) {
      const patterns = post.productTerms.map((term) => `%${term}%`);
      await tx.execute(sql`
        INSERT INTO blog_post_products (post_id, product_id, position)
        SELECT bp.id, matched.id, row_number() OVER (ORDER BY matched.rank, matched.id)
          FROM blog_posts bp,
               LATERAL (SELECT p.id, min(terms.n) AS rank
                          FROM products p
                          JOIN unnest(${sql.param(patterns)}::text[]) WITH ORDINALITY AS terms(pattern, n)
                            ON p.title ILIKE terms.pattern
                         WHERE p.is_active
                         GROUP BY p.id
                         ORDER BY rank, p.id
                         LIMIT 4) matched
         WHERE bp.slug = ${post.slug}
        ON CONFLICT DO NOTHING`);
    }
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });
  return true;
}
