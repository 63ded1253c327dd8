import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector, updatedAt } from './columns';
import { users } from './accounts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    slug: text('slug').notNull().unique(),
    imagePath: text('image_path'),
    sortNumber: integer('sort_number'),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  slug: text('slug').notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    additionalInfo: text('additional_info').notNull().default(''),
    additionalInfoEn: text('additional_info_en').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaTitleEn: text('meta_title_en').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaDescriptionEn: text('meta_description_en').notNull().default(''),
    sku: text('sku').unique(),
    /** VAT-inclusive list price in bani. */
    price: integer('price').notNull(),
    /** VAT-inclusive discounted price in bani; null when not discounted. */
    discountedPrice: integer('discounted_price'),
    vatRate: smallint('vat_rate').notNull().default(21),
    stock: integer('stock').notNull().default(0),
    /** Media-relative image paths, main image first. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Maintained by database triggers (see the search migration): folded titles, tags and categories. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check(
      'products_discounted_price_check',
      sql`${t.discountedPrice} IS NULL OR (${t.discountedPrice} >= 0 AND ${t.discountedPrice} <= ${t.price})`,
    ),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_vat_rate_check', sql`${t.vatRate} BETWEEN 0 AND 100`),
    index('products_created_idx').on(t.createdAt),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_effective_price_idx').on(sql`coalesce(${t.discountedPrice}, ${t.price})`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    isApproved: boolean('is_approved').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
  ],
);
