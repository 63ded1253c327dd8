-- Search that a Romanian shopper expects: diacritics folded (ă â î ș ț and the cedilla forms ş ţ),
-- Romanian and English stemming, and trigram similarity for typos. The search columns of products
-- are kept up to date by the triggers below, whichever code writes the catalogue.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT unaccent('unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'shop_ro') THEN
    CREATE TEXT SEARCH CONFIGURATION shop_ro (COPY = romanian);
    ALTER TEXT SEARCH CONFIGURATION shop_ro
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, romanian_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'shop_en') THEN
    CREATE TEXT SEARCH CONFIGURATION shop_en (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION shop_en
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'shop_simple') THEN
    CREATE TEXT SEARCH CONFIGURATION shop_simple (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION shop_simple
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_search(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- Statement triggers fire even when no row changed; an empty list must not update (and re-fire).
  IF coalesce(cardinality(product_ids), 0) = 0 THEN
    RETURN;
  END IF;
  UPDATE products p
     SET search_text = d.search_text, search_vector = d.search_vector
    FROM (
      SELECT p2.id,
             lower(shop_unaccent(concat_ws(' ', p2.title, p2.title_en, p2.sku, t.names, t.names_en, c.names, c.names_en))) AS search_text,
             setweight(to_tsvector('shop_ro', p2.title), 'A')
             || setweight(to_tsvector('shop_en', p2.title_en), 'A')
             || setweight(to_tsvector('shop_simple', concat_ws(' ', p2.title, p2.title_en, p2.sku)), 'A')
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
       WHERE p2.id = ANY(product_ids)
    ) d
   WHERE p.id = d.id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose searchable fields changed; the refresh itself changes none, so it does not recurse.
  PERFORM refresh_product_search(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.title, n.title_en, n.sku) IS DISTINCT FROM (o.title, o.title_en, o.sku)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_links_search_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_links_search_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tags_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT pt.product_id FROM product_tags pt JOIN new_rows n ON n.id = pt.tag_id
      JOIN old_rows o ON o.id = n.id WHERE (n.name, n.name_en) IS DISTINCT FROM (o.name, o.name_en)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT pc.product_id FROM product_categories pc JOIN new_rows n ON n.id = pc.category_id
      JOIN old_rows o ON o.id = n.id WHERE (n.name, n.name_en) IS DISTINCT FROM (o.name, o.name_en)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_on_insert();
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_on_update();
--> statement-breakpoint
CREATE TRIGGER product_tags_search_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_links_search_on_insert();
--> statement-breakpoint
CREATE TRIGGER product_tags_search_delete AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_links_search_on_delete();
--> statement-breakpoint
CREATE TRIGGER product_categories_search_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_links_search_on_insert();
--> statement-breakpoint
CREATE TRIGGER product_categories_search_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_links_search_on_delete();
--> statement-breakpoint
CREATE TRIGGER tags_search_update AFTER UPDATE ON tags
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tags_search_on_update();
--> statement-breakpoint
CREATE TRIGGER categories_search_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION categories_search_on_update();
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'shop_ro') THEN
    CREATE COLLATION shop_ro (provider = icu, locale = 'ro-RO');
  END IF;
END $$;
