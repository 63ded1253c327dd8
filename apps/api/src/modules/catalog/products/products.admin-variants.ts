import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

/** An option as stored, with its values in the order the product page offers them. */
export type OptionRecord = {
  id: number;
  name: string;
  name_en: string;
  values: { id: number; value: string; value_en: string }[];
};

/** A variant as staff edit it (ADR 065): its own product row, and its value of each option. */
export type VariantRecord = {
  id: number;
  title: string;
  title_en: string;
  slug: string;
  sku: string | null;
  ean: string | null;
  price: number;
  discounted_price: number | null;
  stock: number;
  weight_grams: number | null;
  net_quantity: number | null;
  unit: 'ml' | 'g' | 'buc' | null;
  image: string | null;
  is_active: boolean;
  /** The ids of its values, in the options' order. */
  value_ids: number[];
  /** Sold at least once (a sale movement): removing it keeps the row, deactivated. */
  sold: boolean;
};

/** The columns a save writes on a variant; the stock only when it is created. */
export type VariantValues = {
  title: string;
  title_en: string;
  slug: string;
  sku: string | null;
  ean: string | null;
  price: number;
  discounted_price: number | null;
  vat_rate: number;
  weight_grams: number | null;
  net_quantity: number | null;
  unit: 'ml' | 'g' | 'buc' | null;
  image: string | null;
  is_active: boolean;
};

/**
 * The product's options and its live variants, as JSON columns of the product's own row (`p`).
 * A variant removed after it was sold keeps its row, deactivated and without values: it is no
 * longer one of the product's combinations, so it is not listed here.
 */
export const VARIANT_COLUMNS = sql`
  (SELECT coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'name_en', o.name_en,
            'values', (SELECT coalesce(json_agg(json_build_object('id', ov.id, 'value', ov.value, 'value_en', ov.value_en)
                                                ORDER BY ov.position, ov.id), '[]'::json)
                         FROM product_option_values ov WHERE ov.option_id = o.id))
          ORDER BY o.position, o.id), '[]'::json)
     FROM product_options o WHERE o.product_id = p.id) AS options,
  (SELECT coalesce(json_agg(json_build_object('id', v.id, 'title', v.title, 'title_en', v.title_en,
            'slug', v.slug, 'sku', v.sku, 'ean', v.ean, 'price', v.price,
            'discounted_price', v.discounted_price, 'stock', v.stock, 'weight_grams', v.weight_grams,
            'net_quantity', v.net_quantity, 'unit', v.unit, 'image', v.images[1], 'is_active', v.is_active,
            'value_ids', (SELECT array_agg(vv.value_id ORDER BY o.position, o.id)
                            FROM product_variant_values vv JOIN product_options o ON o.id = vv.option_id
                           WHERE vv.variant_id = v.id),
            'sold', EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = v.id AND m.kind = 'sale'))
          ORDER BY v.id), '[]'::json)
     FROM products v
    WHERE v.parent_id = p.id
      AND EXISTS (SELECT 1 FROM product_variant_values vv WHERE vv.variant_id = v.id)) AS variants`;

/** A product that has variants (live or kept after a sale): its stock and price are theirs. */
export const IS_VARIANT_PARENT = sql`EXISTS (SELECT 1 FROM products child WHERE child.parent_id = p.id)`;

/** The writes of a product's options and variants; the service decides what to write. */
export function createVariantsRepository(db: Executor) {
  return {
    /**
     * Gives a new variant its value of each option (the product CSV's import): an option or value
     * the parent lacks (names compared without case) is added after its others.
     */
    async addVariantValues(
      parentId: number,
      variantId: number,
      pairs: { name: string; name_en: string; value: string; value_en: string }[],
    ): Promise<void> {
      for (const pair of pairs) {
        const option = await db.execute<{ id: number }>(sql`
          WITH found AS (
            SELECT id FROM product_options WHERE product_id = ${parentId} AND lower(name) = lower(${pair.name})),
          added AS (
            INSERT INTO product_options (product_id, name, name_en, position)
            SELECT ${parentId}, ${pair.name}, ${pair.name_en},
                   (SELECT coalesce(max(position) + 1, 0) FROM product_options WHERE product_id = ${parentId})
             WHERE NOT EXISTS (SELECT 1 FROM found)
            RETURNING id)
          SELECT id FROM found UNION ALL SELECT id FROM added`);
        const optionId = option.rows[0]!.id;
        await db.execute(sql`
          WITH found AS (
            SELECT id FROM product_option_values WHERE option_id = ${optionId} AND lower(value) = lower(${pair.value})),
          added AS (
            INSERT INTO product_option_values (option_id, value, value_en, position)
            SELECT ${optionId}, ${pair.value}, ${pair.value_en},
                   (SELECT coalesce(max(position) + 1, 0) FROM product_option_values WHERE option_id = ${optionId})
             WHERE NOT EXISTS (SELECT 1 FROM found)
            RETURNING id)
          INSERT INTO product_variant_values (variant_id, option_id, value_id)
          SELECT ${variantId}, ${optionId}, id FROM (SELECT id FROM found UNION ALL SELECT id FROM added) chosen`);
      }
    },

    async deleteOptions(productId: number, keep: number[]): Promise<void> {
      await db.execute(sql`DELETE FROM product_options
        WHERE product_id = ${productId} AND id <> ALL(${sql.param(keep)}::int[])`);
    },

    /** Kept options and values take a placeholder name first, so a swap of two names never collides. */
    async parkNames(optionIds: number[], valueIds: number[]): Promise<void> {
      if (optionIds.length > 0) {
        await db.execute(sql`UPDATE product_options SET name = '~' || id
          WHERE id = ANY(${sql.param(optionIds)}::int[])`);
      }
      if (valueIds.length > 0) {
        await db.execute(sql`UPDATE product_option_values SET value = '~' || id
          WHERE id = ANY(${sql.param(valueIds)}::int[])`);
      }
    },

    async saveOption(
      productId: number,
      option: { id?: number; name: string; name_en: string; position: number },
    ): Promise<number> {
      if (option.id !== undefined) {
        await db.execute(sql`UPDATE product_options
          SET name = ${option.name}, name_en = ${option.name_en}, position = ${option.position}
          WHERE id = ${option.id} AND product_id = ${productId}`);
        return option.id;
      }
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO product_options (product_id, name, name_en, position)
        VALUES (${productId}, ${option.name}, ${option.name_en}, ${option.position}) RETURNING id`);
      return result.rows[0]!.id;
    },

    async deleteValues(optionId: number, keep: number[]): Promise<void> {
      await db.execute(sql`DELETE FROM product_option_values
        WHERE option_id = ${optionId} AND id <> ALL(${sql.param(keep)}::int[])`);
    },

    async saveValue(
      optionId: number,
      value: { id?: number; value: string; value_en: string; position: number },
    ): Promise<number> {
      if (value.id !== undefined) {
        await db.execute(sql`UPDATE product_option_values
          SET value = ${value.value}, value_en = ${value.value_en}, position = ${value.position}
          WHERE id = ${value.id} AND option_id = ${optionId}`);
        return value.id;
      }
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO product_option_values (option_id, value, value_en, position)
        VALUES (${optionId}, ${value.value}, ${value.value_en}, ${value.position}) RETURNING id`);
      return result.rows[0]!.id;
    },

    /**
     * Removes variants: those sold stay, deactivated and without values (their orders, invoices and
     * movements keep pointing at them); the others are deleted.
     */
    async remove(variants: { id: number; sold: boolean }[]): Promise<void> {
      const sold = variants.filter((v) => v.sold).map((v) => v.id);
      const unsold = variants.filter((v) => !v.sold).map((v) => v.id);
      if (sold.length > 0) {
        await db.execute(
          sql`DELETE FROM product_variant_values WHERE variant_id = ANY(${sql.param(sold)}::int[])`,
        );
        await db.execute(sql`UPDATE products SET is_active = false, version = version + 1, updated_at = now()
          WHERE id = ANY(${sql.param(sold)}::int[])`);
      }
      if (unsold.length > 0) {
        await db.execute(sql`DELETE FROM products WHERE id = ANY(${sql.param(unsold)}::int[])`);
      }
    },

    /**
     * Kept variants give up their SKU, EAN and slug for the save (the slug for a placeholder no
     * title can make), so two variants may swap them.
     */
    async park(variantIds: number[]): Promise<void> {
      if (variantIds.length === 0) return;
      await db.execute(sql`UPDATE products SET sku = NULL, ean = NULL, slug = '~' || id
        WHERE id = ANY(${sql.param(variantIds)}::int[])`);
      await db.execute(
        sql`DELETE FROM product_variant_values WHERE variant_id = ANY(${sql.param(variantIds)}::int[])`,
      );
    },

    /** Which of these SKUs and EANs another product has (SKUs compared without case). */
    async taken(
      skus: string[],
      eans: string[],
    ): Promise<{ skus: Set<string>; eans: Set<string>; slugs: (prefix: string) => Promise<Set<string>> }> {
      const result = await db.execute<{ sku: string | null; ean: string | null }>(sql`
        SELECT lower(sku) AS sku, ean FROM products
         WHERE lower(sku) = ANY(${sql.param(skus.map((s) => s.toLowerCase()))}::text[])
            OR ean = ANY(${sql.param(eans)}::text[])`);
      return {
        skus: new Set(result.rows.flatMap((row) => (row.sku === null ? [] : [row.sku]))),
        eans: new Set(result.rows.flatMap((row) => (row.ean === null ? [] : [row.ean]))),
        slugs: async (prefix: string) => {
          const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          const slugs = await db.execute<{ slug: string }>(
            sql`SELECT slug FROM products WHERE slug LIKE ${pattern}`,
          );
          return new Set(slugs.rows.map((row) => row.slug));
        },
      };
    },

    async insert(parentId: number, values: VariantValues, stock: number): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO products (parent_id, slug, title, title_en, sku, ean, price, discounted_price, vat_rate,
          weight_grams, net_quantity, unit, images, image_alts, image_alts_en, is_active, stock)
        VALUES (${parentId}, ${values.slug}, ${values.title}, ${values.title_en}, ${values.sku}, ${values.ean},
          ${values.price}, ${values.discounted_price}, ${values.vat_rate}, ${values.weight_grams},
          ${values.net_quantity}, ${values.unit},
          ${sql.param(values.image ? [values.image] : [])}::text[], '{}'::text[], '{}'::text[],
          ${values.is_active}, ${stock})
        RETURNING id`);
      return result.rows[0]!.id;
    },

    async update(id: number, values: VariantValues): Promise<void> {
      await db.execute(sql`
        UPDATE products SET slug = ${values.slug}, title = ${values.title}, title_en = ${values.title_en},
          sku = ${values.sku}, ean = ${values.ean}, price = ${values.price},
          discounted_price = ${values.discounted_price}, vat_rate = ${values.vat_rate},
          weight_grams = ${values.weight_grams}, net_quantity = ${values.net_quantity}, unit = ${values.unit},
          images = CASE WHEN ${values.image}::text IS NULL THEN '{}'::text[] ELSE ARRAY[${values.image}::text] END,
          is_active = ${values.is_active}, version = version + 1, updated_at = now()
        WHERE id = ${id}`);
    },

    async setValues(variantId: number, pairs: { optionId: number; valueId: number }[]): Promise<void> {
      if (pairs.length === 0) return;
      await db.execute(sql`INSERT INTO product_variant_values (variant_id, option_id, value_id)
        SELECT ${variantId}, o, v
          FROM unnest(${sql.param(pairs.map((p) => p.optionId))}::int[],
                      ${sql.param(pairs.map((p) => p.valueId))}::int[]) AS u(o, v)`);
    },

    /** Whether any variant of the product, live or kept after a removal, was ever sold. */
    async anySold(productId: number): Promise<boolean> {
      const result = await db.execute(sql`SELECT 1 FROM products v
        JOIN stock_movements m ON m.product_id = v.id AND m.kind = 'sale'
        WHERE v.parent_id = ${productId} LIMIT 1`);
      return result.rows.length > 0;
    },

    /** The parent's price (its cheapest active variant's) and stock (their sum), as the trigger keeps them. */
    async refreshParent(productId: number): Promise<void> {
      await db.execute(sql`SELECT refresh_variant_parents(ARRAY[${productId}]::int[])`);
    },
  };
}
