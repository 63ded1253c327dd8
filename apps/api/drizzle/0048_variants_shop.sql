-- From src/db/sql: functions/product_card.sql, functions/refresh_product_search.sql, functions/products_search_on_insert.sql, functions/products_search_on_update.sql, functions/products_search_on_delete.sql, functions/variant_values_search_changed.sql, functions/option_values_search_on_update.sql, functions/refresh_variant_parent_cards.sql, functions/variant_parent_cards_on_products_changed.sql, functions/variant_parent_cards_on_products_updated.sql, triggers/products.products_search_delete.sql, triggers/product_variant_values.product_variant_values_search_insert.sql, triggers/product_variant_values.product_variant_values_search_update.sql, triggers/product_variant_values.product_variant_values_search_delete.sql, triggers/product_option_values.product_option_values_search_update.sql, triggers/products.products_variant_cards_insert.sql, triggers/products.products_variant_cards_delete.sql, triggers/products.products_variant_cards_update.sql
-- A product card exactly as the API sends it (ProductSummary, compact JSON), from the product's
-- own columns and its facts. A page of products is then its stored cards joined by commas:
-- neither PostgreSQL nor the server rebuilds 21 fields of 24 cards on every read. `are_variante`:
-- the product has variants (docs/decisions/059, 060), so its card shows "from" its price and leads
-- to its page, where a size or shade is chosen, instead of adding it to the cart.
CREATE OR REPLACE FUNCTION product_card(
  p products, categories json, tags json, rating_average double precision, review_count integer,
  lowest_30_days integer) RETURNS json
  LANGUAGE sql STABLE AS $$
  SELECT row_to_json(card) FROM (
    SELECT p.id, p.slug, p.title AS titlu, p.title_en AS titlu_en, p.sku,
           shop_money_text(p.price) AS pret, shop_money_text(p.discounted_price) AS pret_redus,
           p.stock AS stoc, p.images[1] AS imagine_principala,
           shop_card_media(p.images[1]) AS imagine_principala_url, shop_card_media(p.images[2]) AS img1_url,
           shop_card_media(p.images[3]) AS img2_url, shop_card_media(p.images[4]) AS img3_url,
           categories AS categorie, tags, rating_average AS rating_mediu, review_count AS numar_recenzii,
           to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
           shop_money_text(lowest_30_days) AS pret_minim_30_zile,
           p.net_quantity AS cantitate_neta, p.unit AS unitate,
           EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id) AS are_variante) card
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_search(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- Statement triggers fire even when no row changed; an empty list must not update (and re-fire).
  IF coalesce(cardinality(product_ids), 0) = 0 THEN
    RETURN;
  END IF;
  -- A parent's words include its variants' SKU, EAN and option values (docs/decisions/060), so a
  -- search for "100 ml" or a barcode finds the product whose page sells it.
  UPDATE products p
     SET search_text = d.search_text, search_vector = d.search_vector
    FROM (
      SELECT p2.id,
             lower(shop_unaccent(concat_ws(' ', p2.title, p2.title_en, p2.sku, p2.ean, t.names, t.names_en, c.names, c.names_en, v.words))) AS search_text,
             setweight(to_tsvector('shop_ro', p2.title), 'A')
             || setweight(to_tsvector('shop_en', p2.title_en), 'A')
             || setweight(to_tsvector('shop_simple', concat_ws(' ', p2.title, p2.title_en, p2.sku, p2.ean)), 'A')
             || setweight(to_tsvector('shop_simple', coalesce(v.words, '')), 'B')
             || setweight(to_tsvector('shop_ro', coalesce(t.names, '')), 'B')
             || setweight(to_tsvector('shop_en', coalesce(t.names_en, '')), 'B')
             || setweight(to_tsvector('shop_ro', coalesce(c.names, '')), 'C')
             || setweight(to_tsvector('shop_en', coalesce(c.names_en, '')), 'C') AS search_vector
        FROM products p2
        LEFT JOIN LATERAL (
          SELECT string_agg(tg.name, ' ') AS names, string_agg(tg.name_en, ' ') AS names_en
            FROM product_tags pt JOIN tags tg ON tg.id = pt.tag_id
           WHERE pt.product_id = p2.id) t ON true
        LEFT JOIN LATERAL (
          SELECT string_agg(cg.name, ' ') AS names, string_agg(cg.name_en, ' ') AS names_en
            FROM product_categories pc JOIN categories cg ON cg.id = pc.category_id
           WHERE pc.product_id = p2.id) c ON true
        LEFT JOIN LATERAL (
          SELECT string_agg(concat_ws(' ', vr.sku, vr.ean,
                   (SELECT string_agg(concat_ws(' ', ov.value, ov.value_en), ' ')
                      FROM product_variant_values pvv JOIN product_option_values ov ON ov.id = pvv.value_id
                     WHERE pvv.variant_id = vr.id)), ' ') AS words
            FROM products vr
           WHERE vr.parent_id = p2.id) v ON true
       WHERE p2.id = ANY(product_ids)
    ) d
   WHERE p.id = d.id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new variant adds its SKU, EAN and values to its parent's words.
  PERFORM refresh_product_search(ARRAY(
    SELECT id FROM new_rows UNION SELECT parent_id FROM new_rows WHERE parent_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose searchable fields changed, and the parents (old and new) of such variants; the
  -- refresh itself changes none of them, so it does not recurse.
  PERFORM refresh_product_search(ARRAY(
    SELECT unnest(ARRAY[n.id, n.parent_id, o.parent_id])
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.title, n.title_en, n.sku, n.ean, n.parent_id) IS DISTINCT FROM (o.title, o.title_en, o.sku, o.ean, o.parent_id)
    EXCEPT SELECT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted variant leaves its parent's words (a parent deleted with its variants is gone).
CREATE OR REPLACE FUNCTION products_search_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT o.parent_id FROM old_rows o
     WHERE o.parent_id IS NOT NULL AND EXISTS (SELECT 1 FROM products p WHERE p.id = o.parent_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A variant's option values are words of its parent: a value given, changed or taken refreshes them.
CREATE OR REPLACE FUNCTION variant_values_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT v.parent_id FROM changed_rows c JOIN products v ON v.id = c.variant_id
     WHERE v.parent_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A renamed option value ("100 ml" for "100ml") is a word of the products whose variants offer it.
CREATE OR REPLACE FUNCTION option_values_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT o.product_id
      FROM new_rows n JOIN old_rows prev ON prev.id = n.id JOIN product_options o ON o.id = n.option_id
     WHERE (n.value, n.value_en) IS DISTINCT FROM (prev.value, prev.value_en)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A parent's card says it has variants (`are_variante`, product_card): a variant added, moved or
-- deleted rebuilds its parents' cards when they read differently.
CREATE OR REPLACE FUNCTION refresh_variant_parent_cards(parent_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(parent_ids), 0) = 0 THEN
    RETURN;
  END IF;
  UPDATE product_card_facts f
     SET card = product_card(p, f.categories, f.tags, f.rating_average, f.review_count, f.lowest_30_days)
    FROM products p
   WHERE p.id = ANY(parent_ids) AND f.product_id = p.id
     AND f.card::text IS DISTINCT FROM
         product_card(p, f.categories, f.tags, f.rating_average, f.review_count, f.lowest_30_days)::text;
END $$;
--> statement-breakpoint
-- A variant inserted or deleted: its parent's card may now read differently (`are_variante`).
CREATE OR REPLACE FUNCTION variant_parent_cards_on_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_variant_parent_cards(ARRAY(
    SELECT DISTINCT parent_id FROM changed_rows WHERE parent_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A variant moved to another parent: both parents' cards may read differently (`are_variante`).
CREATE OR REPLACE FUNCTION variant_parent_cards_on_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_variant_parent_cards(ARRAY(
    SELECT unnest(ARRAY[n.parent_id, o.parent_id])
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.parent_id IS DISTINCT FROM o.parent_id
    EXCEPT SELECT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_delete" ON "products";
--> statement-breakpoint
CREATE TRIGGER products_search_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_on_delete();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_variant_values_search_insert" ON "product_variant_values";
--> statement-breakpoint
CREATE TRIGGER product_variant_values_search_insert AFTER INSERT ON product_variant_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_values_search_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_variant_values_search_update" ON "product_variant_values";
--> statement-breakpoint
CREATE TRIGGER product_variant_values_search_update AFTER UPDATE ON product_variant_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_values_search_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_variant_values_search_delete" ON "product_variant_values";
--> statement-breakpoint
CREATE TRIGGER product_variant_values_search_delete AFTER DELETE ON product_variant_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_values_search_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_option_values_search_update" ON "product_option_values";
--> statement-breakpoint
CREATE TRIGGER product_option_values_search_update AFTER UPDATE ON product_option_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION option_values_search_on_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_variant_cards_insert" ON "products";
--> statement-breakpoint
CREATE TRIGGER products_variant_cards_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_parent_cards_on_products_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_variant_cards_delete" ON "products";
--> statement-breakpoint
CREATE TRIGGER products_variant_cards_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_parent_cards_on_products_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_variant_cards_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER products_variant_cards_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION variant_parent_cards_on_products_updated();
--> statement-breakpoint
-- Every stored card gains `are_variante` (product_card above).
UPDATE product_card_facts f
   SET card = product_card(p, f.categories, f.tags, f.rating_average, f.review_count, f.lowest_30_days)
  FROM products p
 WHERE f.product_id = p.id;
--> statement-breakpoint
-- Parents' words gain their variants' SKU, EAN and values.
SELECT refresh_product_search(ARRAY(SELECT DISTINCT parent_id FROM products WHERE parent_id IS NOT NULL));
