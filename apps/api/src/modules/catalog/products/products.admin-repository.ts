import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { type OptionRecord, VARIANT_COLUMNS, type VariantRecord } from './products.admin-variants';
import {
  type ProductFilter,
  productsInCategoryTree,
  searchCondition,
  searchRelevance,
  searchTermsCte,
} from './products.repository';

export type AdminProductSortKey = 'id' | 'title' | 'price' | 'stock' | 'created' | 'updated';

export type AdminProductFilter = {
  search?: NonNullable<ProductFilter['search']>;
  /** The search as typed (trimmed), matched whole against a variant's SKU or EAN. */
  code?: string;
  categoryId?: number;
  tagId?: number;
  published?: boolean;
  inStock?: boolean;
  discounted?: boolean;
};

/** Null sorts by relevance to the search. */
export type AdminProductOrder = { key: AdminProductSortKey; descending: boolean } | null;

export type AdminProductListRow = {
  id: number;
  slug: string;
  title: string;
  sku: string | null;
  price: number;
  discounted_price: number | null;
  stock: number;
  is_active: boolean;
  image: string | null;
  categories: { id: number; name: string }[];
  variant_count: number;
  updated_at: Date;
  version: number;
};

export type AdminProductRecord = {
  id: number;
  /** Set on a variant (docs/decisions/059). */
  parent_id: number | null;
  ean: string | null;
  slug: string;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  additional_info: string;
  additional_info_en: string;
  meta_title: string;
  meta_title_en: string;
  meta_description: string;
  meta_description_en: string;
  note: string;
  note_en: string;
  sku: string | null;
  price: number;
  discounted_price: number | null;
  vat_rate: number;
  stock: number;
  net_quantity: number | null;
  unit: 'ml' | 'g' | 'buc' | null;
  weight_grams: number | null;
  /** Staff only (docs/decisions/063). */
  cost_price: number | null;
  publish_at: Date | null;
  is_active: boolean;
  images: string[];
  /** Text alternatives parallel to `images` (shorter when older than them: the rest are empty). */
  image_alts: string[];
  image_alts_en: string[];
  category_ids: number[];
  tag_ids: number[];
  options: OptionRecord[];
  variants: VariantRecord[];
  version: number;
  created_at: Date;
  updated_at: Date;
};

export type PriceHistoryRow = {
  price: number;
  discounted_price: number | null;
  changed_by: string | null;
  created_at: Date;
};

/** The columns a staff member writes; stock only on create, through the 'initial' movement. */
export type AdminProductValues = Omit<
  AdminProductRecord,
  | 'id'
  | 'parent_id'
  | 'ean'
  | 'stock'
  | 'version'
  | 'created_at'
  | 'updated_at'
  | 'category_ids'
  | 'tag_ids'
  | 'options'
  | 'variants'
>;

const EFFECTIVE_PRICE = sql`coalesce(p.discounted_price, p.price)`;

const SORT_COLUMNS: Record<AdminProductSortKey, SQL> = {
  id: sql`p.id`,
  // The plain column (not the shop's collation) so the title index serves the order.
  title: sql`p.title`,
  price: EFFECTIVE_PRICE,
  stock: sql`p.stock`,
  created: sql`p.created_at`,
  updated: sql`p.updated_at`,
};

function whereClause(filter: AdminProductFilter): SQL {
  // Variants are edited on their product's page, never listed as products (ADR 065).
  const conditions: SQL[] = [sql`p.parent_id IS NULL`];
  if (filter.search || filter.code) {
    // A product matches itself, or through one of its variants: their titles hold its values
    // ("Cremă – 100 ml"), and a variant's SKU or EAN typed whole finds it. The inner `p` is the variant.
    const own = filter.search ? searchCondition() : sql`false`;
    const code = filter.code ? filter.code.toLowerCase() : null;
    // The variants' parents as an array (computed once): `p.id = ANY (…)` is an index condition,
    // so the products are read through the indexes; `IN (subquery)` beside the search made the
    // planner test every product (docs/decisions/075).
    conditions.push(sql`(${own} OR p.id = ANY (ARRAY(
      SELECT p.parent_id FROM products p
       WHERE p.parent_id IS NOT NULL
         AND (${own} OR lower(p.sku) = ${code} OR p.ean = ${code}))))`);
  }
  if (filter.categoryId !== undefined) {
    conditions.push(sql`p.id IN ${productsInCategoryTree(String(filter.categoryId))}`);
  }
  if (filter.tagId !== undefined) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM product_tags pt WHERE pt.product_id = p.id AND pt.tag_id = ${filter.tagId})`,
    );
  }
  if (filter.published !== undefined) conditions.push(sql`p.is_active = ${filter.published}`);
  if (filter.inStock !== undefined) conditions.push(filter.inStock ? sql`p.stock > 0` : sql`p.stock = 0`);
  if (filter.discounted !== undefined) {
    conditions.push(
      filter.discounted ? sql`p.discounted_price IS NOT NULL` : sql`p.discounted_price IS NULL`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

/** The search's terms (searchTermsCte) and a comma, for a statement's `WITH`; nothing without a search. */
function searchTerms(filter: AdminProductFilter): SQL {
  return filter.search ? sql`${searchTermsCte(filter.search)}, ` : sql``;
}

function orderClause(order: AdminProductOrder, filter: AdminProductFilter): SQL {
  if (order === null) {
    return filter.search
      ? sql`${searchRelevance(filter.search)}, p.id DESC`
      : sql`p.updated_at DESC, p.id DESC`;
  }
  const direction = order.descending ? sql`DESC` : sql`ASC`;
  return sql`${SORT_COLUMNS[order.key]} ${direction}, p.id ${direction}`;
}

const RECORD_COLUMNS = sql`p.id, p.parent_id, p.ean, p.slug, p.title, p.title_en, p.description, p.description_en,
  p.additional_info, p.additional_info_en, p.meta_title, p.meta_title_en, p.meta_description,
  p.meta_description_en, p.note, p.note_en, p.sku, p.price, p.discounted_price, p.vat_rate, p.stock,
  p.net_quantity, p.unit, p.weight_grams, p.cost_price, p.publish_at, p.is_active, p.images, p.image_alts, p.image_alts_en, p.version, p.created_at, p.updated_at,
  ARRAY(SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id ORDER BY pc.position, pc.category_id) AS category_ids,
  ARRAY(SELECT pt.tag_id FROM product_tags pt WHERE pt.product_id = p.id ORDER BY pt.tag_id) AS tag_ids,
  ${VARIANT_COLUMNS}`;

/** The slugs of a product's categories (in its order) and tags, as the CSV names them. */
export type ProductLinkSlugs = {
  category_slugs: string[];
  tag_slugs: string[];
  /** A variant's parent as the CSV names it: its SKU, or its slug when it has none. */
  parent_key: string | null;
  /** A variant's value of each option, "Mărime=100 ml|Nuanță=Deschis"; null for other products. */
  option_values: string | null;
  /** The same in English, null when no English name or value is set. */
  option_values_en: string | null;
};

const LINK_SLUGS = sql`
  ARRAY(SELECT c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id
         WHERE pc.product_id = p.id ORDER BY pc.position, pc.category_id) AS category_slugs,
  ARRAY(SELECT t.slug FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
         WHERE pt.product_id = p.id ORDER BY t.slug) AS tag_slugs,
  (SELECT coalesce(parent.sku, parent.slug) FROM products parent WHERE parent.id = p.parent_id) AS parent_key,
  (SELECT string_agg(o.name || '=' || ov.value, '|' ORDER BY o.position, o.id)
     FROM product_variant_values vv
     JOIN product_options o ON o.id = vv.option_id
     JOIN product_option_values ov ON ov.id = vv.value_id
    WHERE vv.variant_id = p.id) AS option_values,
  (SELECT CASE WHEN bool_or(o.name_en <> '' OR ov.value_en <> '')
               THEN string_agg(o.name_en || '=' || ov.value_en, '|' ORDER BY o.position, o.id) END
     FROM product_variant_values vv
     JOIN product_options o ON o.id = vv.option_id
     JOIN product_option_values ov ON ov.id = vv.value_id
    WHERE vv.variant_id = p.id) AS option_values_en`;

/** The staff side of the products table: every product, published or not. */
export function createProductsAdminRepository(db: Executor) {
  async function setLinks(productId: number, categoryIds: number[], tagIds: number[]) {
    await db.execute(sql`DELETE FROM product_categories WHERE product_id = ${productId}`);
    await db.execute(sql`DELETE FROM product_tags WHERE product_id = ${productId}`);
    if (categoryIds.length > 0) {
      await db.execute(sql`INSERT INTO product_categories (product_id, category_id, position)
        SELECT ${productId}, c.id, (c.ord - 1)::smallint
          FROM unnest(${sql.param(categoryIds)}::int[]) WITH ORDINALITY AS c(id, ord)`);
    }
    if (tagIds.length > 0) {
      await db.execute(sql`INSERT INTO product_tags (product_id, tag_id)
        SELECT ${productId}, t.id FROM unnest(${sql.param(tagIds)}::int[]) AS t(id)`);
    }
  }

  const valuesOf = (v: AdminProductValues) => ({
    slug: v.slug,
    title: v.title,
    title_en: v.title_en,
    description: v.description,
    description_en: v.description_en,
    additional_info: v.additional_info,
    additional_info_en: v.additional_info_en,
    meta_title: v.meta_title,
    meta_title_en: v.meta_title_en,
    meta_description: v.meta_description,
    meta_description_en: v.meta_description_en,
    note: v.note,
    note_en: v.note_en,
    sku: v.sku,
    price: v.price,
    discounted_price: v.discounted_price,
    vat_rate: v.vat_rate,
    net_quantity: v.net_quantity,
    unit: v.unit,
    weight_grams: v.weight_grams,
    cost_price: v.cost_price,
    publish_at: v.publish_at ? new Date(v.publish_at).toISOString() : null,
    is_active: v.is_active,
  });

  return {
    /** One page: the filtered, ordered ids first, then only their rows get categories and images. */
    async list(
      filter: AdminProductFilter,
      order: AdminProductOrder,
      page: { limit: number; offset: number },
    ): Promise<AdminProductListRow[]> {
      const ordering = orderClause(order, filter);
      const result = await db.execute<AdminProductListRow>(sql`
        WITH ${searchTerms(filter)}page AS (
          SELECT p.id, row_number() OVER () AS position FROM (
            SELECT p.id FROM products p WHERE ${whereClause(filter)}
             ORDER BY ${ordering} LIMIT ${page.limit} OFFSET ${page.offset}) p)
        SELECT p.id, p.slug, p.title, p.sku, p.price, p.discounted_price, p.stock, p.is_active,
               p.images[1] AS image, p.updated_at, p.version,
               (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY pc.position, c.id), '[]'::json)
                  FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                 WHERE pc.product_id = p.id) AS categories,
               (SELECT count(*)::int FROM products v
                 WHERE v.parent_id = p.id
                   AND EXISTS (SELECT 1 FROM product_variant_values vv WHERE vv.variant_id = v.id)) AS variant_count
          FROM page JOIN products p ON p.id = page.id
         ORDER BY page.position`);
      return result.rows;
    },

    async count(filter: AdminProductFilter): Promise<number> {
      const result = await db.execute<{ total: number }>(
        sql`${filter.search ? sql`WITH ${searchTermsCte(filter.search)} ` : sql``}SELECT count(*)::int AS total FROM products p WHERE ${whereClause(filter)}`,
      );
      return result.rows[0]?.total ?? 0;
    },

    /** One product with its category and tag ids; `lock` holds it until the transaction ends. */
    async find(id: number, options: { lock?: boolean } = {}): Promise<AdminProductRecord | undefined> {
      const result = await db.execute<AdminProductRecord>(
        sql`SELECT ${RECORD_COLUMNS} FROM products p WHERE p.id = ${id} ${options.lock ? sql`FOR UPDATE` : sql``}`,
      );
      return result.rows[0];
    },

    async priceHistory(id: number, limit: number): Promise<PriceHistoryRow[]> {
      const result = await db.execute<PriceHistoryRow>(sql`
        SELECT h.price, h.discounted_price, u.email AS changed_by, h.created_at
          FROM product_price_history h LEFT JOIN account_emails u ON u.id = h.changed_by
         WHERE h.product_id = ${id}
         ORDER BY h.created_at DESC, h.id DESC
         LIMIT ${limit}`);
      return result.rows;
    },

    async insert(values: AdminProductValues, stock: number, categoryIds: number[], tagIds: number[]) {
      const v = valuesOf(values);
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO products (slug, title, title_en, description, description_en, additional_info,
          additional_info_en, meta_title, meta_title_en, meta_description, meta_description_en, note,
          note_en, sku, price, discounted_price, vat_rate, net_quantity, unit, weight_grams, cost_price,
          publish_at, is_active, images, image_alts, image_alts_en, stock)
        VALUES (${v.slug}, ${v.title}, ${v.title_en}, ${v.description}, ${v.description_en},
          ${v.additional_info}, ${v.additional_info_en}, ${v.meta_title}, ${v.meta_title_en},
          ${v.meta_description}, ${v.meta_description_en}, ${v.note}, ${v.note_en}, ${v.sku}, ${v.price},
          ${v.discounted_price}, ${v.vat_rate}, ${v.net_quantity}, ${v.unit}, ${v.weight_grams},
          ${v.cost_price}, ${v.publish_at}::timestamptz, ${v.is_active},
          ${sql.param(values.images)}::text[], ${sql.param(values.image_alts)}::text[],
          ${sql.param(values.image_alts_en)}::text[], ${stock})
        RETURNING id`);
      const id = result.rows[0]!.id;
      await setLinks(id, categoryIds, tagIds);
      return id;
    },

    /** Writes when `version` is still the stored one, and raises it; false when it is not. */
    async update(
      id: number,
      version: number,
      values: AdminProductValues,
      categoryIds: number[],
      tagIds: number[],
    ): Promise<boolean> {
      const v = valuesOf(values);
      const result = await db.execute(sql`
        UPDATE products SET slug = ${v.slug}, title = ${v.title}, title_en = ${v.title_en},
          description = ${v.description}, description_en = ${v.description_en},
          additional_info = ${v.additional_info}, additional_info_en = ${v.additional_info_en},
          meta_title = ${v.meta_title}, meta_title_en = ${v.meta_title_en},
          meta_description = ${v.meta_description}, meta_description_en = ${v.meta_description_en},
          note = ${v.note}, note_en = ${v.note_en}, sku = ${v.sku}, price = ${v.price},
          discounted_price = ${v.discounted_price}, vat_rate = ${v.vat_rate},
          net_quantity = ${v.net_quantity}, unit = ${v.unit}, weight_grams = ${v.weight_grams},
          cost_price = ${v.cost_price}, publish_at = ${v.publish_at}::timestamptz, is_active = ${v.is_active},
          images = ${sql.param(values.images)}::text[],
          image_alts = ${sql.param(values.image_alts)}::text[],
          image_alts_en = ${sql.param(values.image_alts_en)}::text[],
          version = version + 1, updated_at = now()
        WHERE id = ${id} AND version = ${version}`);
      if ((result.rowCount ?? 0) === 0) return false;
      await setLinks(id, categoryIds, tagIds);
      return true;
    },

    /** Those of these ids that exist, locked for the rest of the transaction. */
    async lockExisting(ids: number[]): Promise<AdminProductRecord[]> {
      const result = await db.execute<AdminProductRecord>(
        sql`SELECT ${RECORD_COLUMNS} FROM products p WHERE p.id = ANY(${sql.param(ids)}::int[]) ORDER BY p.id FOR UPDATE`,
      );
      return result.rows;
    },

    async setPublished(ids: number[], published: boolean): Promise<void> {
      // Published by hand: a planned publication has nothing left to do.
      await db.execute(sql`UPDATE products SET is_active = ${published}, version = version + 1, updated_at = now(),
        publish_at = CASE WHEN ${published} THEN NULL ELSE publish_at END
        WHERE id = ANY(${sql.param(ids)}::int[])`);
    },

    async setCategory(ids: number[], categoryId: number): Promise<void> {
      await db.execute(sql`DELETE FROM product_categories WHERE product_id = ANY(${sql.param(ids)}::int[])`);
      await db.execute(sql`INSERT INTO product_categories (product_id, category_id, position)
        SELECT p.id, ${categoryId}, 0 FROM unnest(${sql.param(ids)}::int[]) AS p(id)`);
      await db.execute(sql`UPDATE products SET version = version + 1, updated_at = now()
        WHERE id = ANY(${sql.param(ids)}::int[])`);
    },

    /** Adds the category after those each product has; a product already in it stays as it is. */
    async addCategory(ids: number[], categoryId: number): Promise<void> {
      await db.execute(sql`INSERT INTO product_categories (product_id, category_id, position)
        SELECT p.id, ${categoryId},
          COALESCE((SELECT max(pc.position) + 1 FROM product_categories pc WHERE pc.product_id = p.id), 0)
        FROM unnest(${sql.param(ids)}::int[]) AS p(id)
        ON CONFLICT (product_id, category_id) DO NOTHING`);
      await db.execute(sql`UPDATE products SET version = version + 1, updated_at = now()
        WHERE id = ANY(${sql.param(ids)}::int[])`);
    },

    /** Order lines keep their snapshot: their product reference is set to null by the foreign key. */
    async delete(ids: number[]): Promise<void> {
      await db.execute(sql`DELETE FROM products WHERE id = ANY(${sql.param(ids)}::int[])`);
    },

    /**
     * Those of these products that were ever sold, themselves or one of their variants (a 'sale'
     * stock movement names them; deleting a parent would delete its variants).
     */
    async soldIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ id: number }>(sql`
        SELECT p.id FROM products p
         WHERE p.id = ANY(${sql.param(ids)}::int[])
           AND EXISTS (SELECT 1 FROM stock_movements m JOIN products v ON v.id = m.product_id
                        WHERE (v.id = p.id OR v.parent_id = p.id) AND m.kind = 'sale')`);
      return result.rows.map((row) => row.id);
    },

    /** Takes products off sale (and off any planned publication): how a sold product is "deleted". */
    async unpublish(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.execute(sql`UPDATE products SET is_active = false, publish_at = NULL, version = version + 1,
        updated_at = now() WHERE id = ANY(${sql.param(ids)}::int[])`);
    },

    /**
     * Publishes the products whose planned moment has come, `limit` at a time (locked, skipping
     * those a staff member holds); answers their ids and the moments they were planned for.
     */
    async publishDue(limit: number): Promise<{ id: number; planned: string }[]> {
      const result = await db.execute<{ id: number; planned: string }>(sql`
        UPDATE products p SET is_active = true, publish_at = NULL, version = p.version + 1, updated_at = now()
          FROM (SELECT id, publish_at FROM products WHERE publish_at <= now() ORDER BY publish_at, id
                 LIMIT ${limit} FOR UPDATE SKIP LOCKED) due
         WHERE p.id = due.id
        RETURNING p.id, to_char(due.publish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS planned`);
      return result.rows;
    },

    /** Writes prices, publication, categories and tags of a bulk edit (stock goes through movements). */
    async writeBulk(
      rows: {
        id: number;
        price: number;
        discountedPrice: number | null;
        isActive: boolean;
        categoryIds: number[];
        tagIds: number[];
      }[],
      links: { categories: boolean; tags: boolean },
    ): Promise<void> {
      for (const row of rows) {
        await db.execute(sql`UPDATE products SET price = ${row.price}, discounted_price = ${row.discountedPrice},
          is_active = ${row.isActive}, publish_at = CASE WHEN ${row.isActive} THEN NULL ELSE publish_at END,
          version = version + 1, updated_at = now() WHERE id = ${row.id}`);
        if (links.categories) {
          await db.execute(sql`DELETE FROM product_categories WHERE product_id = ${row.id}`);
          if (row.categoryIds.length > 0) {
            await db.execute(sql`INSERT INTO product_categories (product_id, category_id, position)
              SELECT ${row.id}, c.id, (c.ord - 1)::smallint
                FROM unnest(${sql.param(row.categoryIds)}::int[]) WITH ORDINALITY AS c(id, ord)`);
          }
        }
        if (links.tags) {
          await db.execute(sql`DELETE FROM product_tags WHERE product_id = ${row.id}`);
          if (row.tagIds.length > 0) {
            await db.execute(sql`INSERT INTO product_tags (product_id, tag_id)
              SELECT ${row.id}, t.id FROM unnest(${sql.param(row.tagIds)}::int[]) AS t(id)`);
          }
        }
      }
    },

    /** A slug no product has: `base`, else `base-2`, `base-3`… */
    async freeSlug(base: string): Promise<string> {
      const result = await db.execute<{ slug: string }>(sql`
        SELECT candidate AS slug FROM (
          SELECT ${base}::text AS candidate, 1 AS n
          UNION ALL SELECT ${base}::text || '-' || n, n FROM generate_series(2, 1000) AS n) c
         WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.slug = c.candidate)
         ORDER BY n LIMIT 1`);
      return result.rows[0]?.slug ?? `${base}-${Date.now()}`;
    },

    /**
     * Every product for the CSV export: `limit` products without a parent after id `afterId`, each
     * followed by its variants (docs/decisions/059), with its categories' and tags' slugs.
     */
    async exportBatch(afterId: number, limit: number): Promise<(AdminProductRecord & ProductLinkSlugs)[]> {
      const result = await db.execute<AdminProductRecord & ProductLinkSlugs>(sql`
        SELECT ${RECORD_COLUMNS}, ${LINK_SLUGS}
          FROM products p
         WHERE coalesce(p.parent_id, p.id) IN (
                 SELECT id FROM products WHERE parent_id IS NULL AND id > ${afterId} ORDER BY id LIMIT ${limit})
         ORDER BY coalesce(p.parent_id, p.id), p.parent_id IS NOT NULL, p.id`);
      return result.rows;
    },

    /** Those of these products that have variants (their price and stock come from them). */
    async withVariants(ids: number[]): Promise<number[]> {
      const result = await db.execute<{ id: number }>(sql`
        SELECT DISTINCT parent_id AS id FROM products WHERE parent_id = ANY(${sql.param(ids)}::int[]) ORDER BY 1`);
      return result.rows.map((row) => row.id);
    },

    /** Makes a new product a variant of `parentId` (the variants' trigger then refreshes the parent). */
    async setParent(id: number, parentId: number): Promise<void> {
      await db.execute(sql`UPDATE products SET parent_id = ${parentId} WHERE id = ${id}`);
    },

    async setEan(id: number, ean: string | null): Promise<void> {
      await db.execute(
        sql`UPDATE products SET ean = ${ean} WHERE id = ${id} AND ean IS DISTINCT FROM ${ean}`,
      );
    },

    /** Whether another product has this EAN. */
    async eanTaken(ean: string, exceptId: number | null): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM products WHERE ean = ${ean} AND id <> ${exceptId ?? 0}`,
      );
      return result.rows.length > 0;
    },

    /** The products a CSV names, by SKU (any case) or slug, with the slugs of their links. */
    async bySkuOrSlug(
      skus: string[],
      slugs: string[],
      options: { lock?: boolean } = {},
    ): Promise<(AdminProductRecord & ProductLinkSlugs)[]> {
      if (skus.length === 0 && slugs.length === 0) return [];
      const result = await db.execute<AdminProductRecord & ProductLinkSlugs>(sql`
        SELECT ${RECORD_COLUMNS}, ${LINK_SLUGS}
          FROM products p
         WHERE lower(p.sku) = ANY(${sql.param(skus.map((sku) => sku.toLowerCase()))}::text[])
            OR p.slug = ANY(${sql.param(slugs)}::text[])
         ORDER BY p.id ${options.lock ? sql`FOR UPDATE` : sql``}`);
      return result.rows;
    },

    /** Category and tag ids by slug. */
    async linkIdsBySlug(categorySlugs: string[], tagSlugs: string[]) {
      const [categories, tags] = await Promise.all([
        db.execute<{ id: number; slug: string }>(
          sql`SELECT id, slug FROM categories WHERE slug = ANY(${sql.param(categorySlugs)}::text[])`,
        ),
        db.execute<{ id: number; slug: string }>(
          sql`SELECT id, slug FROM tags WHERE slug = ANY(${sql.param(tagSlugs)}::text[])`,
        ),
      ]);
      return {
        categories: new Map(categories.rows.map((row) => [row.slug, row.id])),
        tags: new Map(tags.rows.map((row) => [row.slug, row.id])),
      };
    },

    async existingCategoryIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ id: number }>(
        sql`SELECT id FROM categories WHERE id = ANY(${sql.param(ids)}::int[])`,
      );
      return result.rows.map((row) => row.id);
    },

    async existingTagIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ id: number }>(
        sql`SELECT id FROM tags WHERE id = ANY(${sql.param(ids)}::int[])`,
      );
      return result.rows.map((row) => row.id);
    },

    /** Which of slug and SKU another product (not `exceptId`) already has. */
    async takenBy(values: { slug: string; sku: string | null }, exceptId: number | null) {
      const result = await db.execute<{ slug_taken: boolean; sku_taken: boolean }>(sql`
        SELECT EXISTS (SELECT 1 FROM products WHERE slug = ${values.slug} AND id <> ${exceptId ?? 0}) AS slug_taken,
               EXISTS (SELECT 1 FROM products WHERE sku = ${values.sku} AND id <> ${exceptId ?? 0}) AS sku_taken`);
      return result.rows[0]!;
    },
  };
}

export type ProductsAdminRepository = ReturnType<typeof createProductsAdminRepository>;
