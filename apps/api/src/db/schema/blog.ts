import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, updatedAt } from './columns';

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  slug: text('slug').notNull().unique(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    excerptEn: text('excerpt_en').notNull().default(''),
    /** Sanitized HTML (lib/sanitize-html.ts), cleaned on every write. */
    body: text('body').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    /** Media-relative path of the cover image. */
    coverPath: text('cover_path'),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    metaTitle: text('meta_title').notNull().default(''),
    metaTitleEn: text('meta_title_en').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaDescriptionEn: text('meta_description_en').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('blog_posts_published_at_check', sql`NOT ${t.isPublished} OR ${t.publishedAt} IS NOT NULL`),
    index('blog_posts_published_idx').on(t.isPublished, sql`${t.publishedAt} DESC`),
    index('blog_posts_category_idx').on(t.categoryId),
  ],
);

/** The products a post recommends, in the order staff chose. */
export const blogPostProducts = pgTable(
  'blog_post_products',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.productId] }),
    index('blog_post_products_product_idx').on(t.productId),
  ],
);
