import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
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
    /**
     * Set on a variant (docs/decisions/059): the product it is a size or shade of. A variant is a
     * product row of its own, so everything sold, stocked, invoiced or shipped works on it unchanged;
     * its parent keeps the page (descriptions, images, categories, reviews) and, kept by trigger, the
     * cheapest active variant's price and the sum of their stock.
     */
    parentId: integer('parent_id').references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
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
    /** The GTIN on the pack (EAN-13, or EAN-8 on small packs), for the till's scanner and the feeds. */
    ean: text('ean'),
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
    /**
     * The images' text alternatives (European Accessibility Act), parallel to `images`; an empty
     * one lets the storefront describe the image from the product's title.
     */
    imageAlts: text('image_alts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageAltsEn: text('image_alts_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Net quantity in `unit` (50 ml, 250 g, 30 pieces), for the unit price; null when not sold by quantity. */
    netQuantity: integer('net_quantity'),
    /** 'ml', 'g' or 'buc' (pieces). */
    unit: text('unit'),
    /** A note shown on the product page (for example a food product's storage advice). */
    note: text('note').notNull().default(''),
    noteEn: text('note_en').notNull().default(''),
    /** The packed weight of one unit in grams, for the courier's AWB; null: the shop's default applies. */
    weightGrams: integer('weight_grams'),
    /**
     * What one unit costs the shop, VAT excluded, in bani, for the margin staff see; null: not
     * entered. Staff only: no public answer reads it (docs/decisions/063).
     */
    costPrice: integer('cost_price'),
    /**
     * When the scheduled jobs publish this (inactive) product; null: nothing planned. Cleared when
     * it is published, by the jobs or by hand.
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Raised on every staff edit: an edit based on an older version answers 409 instead of overwriting. */
    version: integer('version').notNull().default(1),
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
    check(
      'products_weight_grams_check',
      sql`${t.weightGrams} IS NULL OR ${t.weightGrams} BETWEEN 1 AND 100000`,
    ),
    check('products_cost_price_check', sql`${t.costPrice} IS NULL OR ${t.costPrice} >= 0`),
    check('products_vat_rate_check', sql`${t.vatRate} BETWEEN 0 AND 100`),
    check('products_parent_check', sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
    check('products_ean_check', sql`${t.ean} IS NULL OR ${t.ean} ~ '^([0-9]{8}|[0-9]{13})$'`),
    index('products_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} IS NOT NULL`),
    uniqueIndex('products_ean_idx')
      .on(t.ean)
      .where(sql`${t.ean} IS NOT NULL`),
    check('products_unit_check', sql`${t.unit} IS NULL OR ${t.unit} IN ('ml', 'g', 'buc')`),
    check(
      'products_net_quantity_check',
      sql`(${t.netQuantity} IS NULL) = (${t.unit} IS NULL) AND (${t.netQuantity} IS NULL OR ${t.netQuantity} > 0)`,
    ),
    index('products_created_idx').on(t.createdAt),
    // The shop's list in each of its orders, over the products it lists (docs/decisions/060), read
    // only as far as the page; the price and stock columns let a price window, "in stock" and the
    // exact count be answered from the index alone (docs/decisions/073).
    index('products_listed_created_idx')
      .on(t.createdAt, t.id, t.price, t.discountedPrice, t.stock)
      .where(sql`${t.isActive} AND ${t.parentId} IS NULL`),
    index('products_listed_price_idx')
      .on(sql`coalesce(${t.discountedPrice}, ${t.price})`, t.id, t.price, t.discountedPrice, t.stock)
      .where(sql`${t.isActive} AND ${t.parentId} IS NULL`),
    index('products_listed_name_idx')
      .on(sql`${t.title} COLLATE shop_ro`, t.id)
      .where(sql`${t.isActive} AND ${t.parentId} IS NULL`),
    // The search's first tier, read in its order (docs/decisions/075): the start of the folded
    // search text, which starts with the folded title ("the titles that start with it").
    index('products_listed_search_key_idx')
      .on(sql`(left(${t.searchText}, 60) COLLATE "C")`, t.id)
      .where(sql`${t.isActive} AND ${t.parentId} IS NULL`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_effective_price_idx').on(sql`coalesce(${t.discountedPrice}, ${t.price})`),
    index('products_stock_idx').on(t.stock),
    index('products_title_idx').on(t.title),
    index('products_updated_idx').on(t.updatedAt),
    index('products_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} IS NOT NULL`),
  ],
);

/**
 * A product's options (size, shade, pack), in the order the product page shows them; each variant
 * takes one value of each (docs/decisions/059).
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
  },
  (t) => [uniqueIndex('product_options_name_idx').on(t.productId, t.name)],
);

/** The values an option offers ("50 ml", "100 ml"), in the order the chooser shows them. */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    value: text('value').notNull(),
    valueEn: text('value_en').notNull().default(''),
  },
  (t) => [
    uniqueIndex('product_option_values_value_idx').on(t.optionId, t.value),
    // The target of product_variant_values' pair key: a variant's value belongs to the option it names.
    unique('product_option_values_option_id_key').on(t.optionId, t.id),
  ],
);

/** Which value of each option a variant is: one per option (the primary key says so). */
export const productVariantValues = pgTable(
  'product_variant_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull(),
    valueId: integer('value_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.optionId] }),
    foreignKey({
      name: 'product_variant_values_value_fk',
      columns: [t.optionId, t.valueId],
      foreignColumns: [productOptionValues.optionId, productOptionValues.id],
    }).onDelete('cascade'),
    index('product_variant_values_value_idx').on(t.valueId),
  ],
);

/**
 * Every price a product has had, one row per change (the first row is its price when created or
 * when this history began). The shop reads it to show the lowest price of the 30 days before a
 * reduction, as the Omnibus rule asks.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price'),
    /** The staff member who changed it; null for the seed or an import without a user. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.createdAt)],
);

/**
 * What a product card shows, kept by triggers (migrations 0008 and 0020) whenever the product, its
 * categories, tags, reviews or prices change, so that a page of products reads one row each
 * instead of five lookups each.
 */
export const productCardFacts = pgTable('product_card_facts', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** [{ id, nume, nume_en, slug, parent }] (CategoryRef) in the product's order. */
  categories: json('categories').notNull(),
  /** [{ id, nume, nume_en, slug }] (Tag) by name. */
  tags: json('tags').notNull(),
  /** Of the approved reviews, to two decimals; null without any. */
  ratingAverage: doublePrecision('rating_average'),
  reviewCount: integer('review_count').notNull(),
  /** Omnibus: for a reduced product, the lowest price of the 30 days before the reduction began. */
  lowest30Days: integer('lowest_30_days'),
  /**
   * The card exactly as the API sends it (ProductSummary, compact JSON; media URLs without the
   * server's base), built by `product_card` (migration 0020) and rebuilt whenever the product or
   * its facts change: a page of products is its cards joined, nothing is rebuilt on a read.
   */
  card: json('card').notNull(),
});

/**
 * Append-only log of every stock change (a trigger refuses updates and deletes): the sum of a
 * product's deltas is its stock.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    /** 'initial', 'sale', 'cancellation', 'return', 'manual' or 'import'. */
    kind: text('kind').notNull(),
    reason: text('reason').notNull().default(''),
    orderId: integer('order_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'stock_movements_kind_check',
      sql`${t.kind} IN ('initial', 'sale', 'cancellation', 'return', 'manual', 'import')`,
    ),
    check('stock_movements_stock_after_check', sql`${t.stockAfter} >= 0`),
    index('stock_movements_product_idx').on(t.productId, t.id),
    index('stock_movements_created_idx').on(t.createdAt),
    index('stock_movements_order_idx').on(t.orderId),
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
    /** Shown in the shop and counted in the product's rating. */
    isApproved: boolean('is_approved').notNull().default(true),
    /** When staff approved or hid it; null while a review posted in the shop waits for them. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The author had a delivered order with the product when the review was posted. */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** The shop's public answer, plain text; empty for none. */
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.moderatedAt} IS NULL`),
    /** A customer writes one review per product; guests are held back by the rate limit. */
    uniqueIndex('reviews_user_product_idx')
      .on(t.userId, t.productId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
  ],
);

/**
 * Every word of the products' search texts (folded: no diacritics, lower case; 3 characters or
 * more), kept by a trigger on products (docs/decisions/074). A typo is matched against these few
 * thousand words through their trigram index, and the words it is close to are then searched in
 * the products' full text, instead of comparing the typo with the text of every product. Words a
 * product no longer has are not removed: they find no product.
 */
export const productSearchWords = pgTable(
  'product_search_words',
  { word: text('word').primaryKey() },
  (t) => [index('product_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
