CREATE TABLE "product_card_facts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"categories" json NOT NULL,
	"tags" json NOT NULL,
	"rating_average" double precision,
	"review_count" integer NOT NULL,
	"lowest_30_days" integer
);
--> statement-breakpoint
ALTER TABLE "product_card_facts" ADD CONSTRAINT "product_card_facts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The card facts of these products, computed from their categories, tags, approved reviews and
-- price history. The Omnibus reference price: the reduction started with the first history row
-- after the last one without a discounted price; the price in force 30 days before that is the
-- last row at or before then, so it counts too.
CREATE OR REPLACE FUNCTION refresh_product_card_facts(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- Statement triggers fire even when no row changed.
  IF coalesce(cardinality(product_ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO product_card_facts AS f (product_id, categories, tags, rating_average, review_count, lowest_30_days)
  SELECT p.id,
         (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'name_en', c.name_en, 'slug', c.slug, 'parent_id', c.parent_id)
                 ORDER BY pc.position, c.id), '[]'::json)
            FROM product_categories pc JOIN categories c ON c.id = pc.category_id
           WHERE pc.product_id = p.id),
         (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'name_en', t.name_en, 'slug', t.slug)
                 ORDER BY t.name), '[]'::json)
            FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
           WHERE pt.product_id = p.id),
         rating.average, rating.count,
         CASE WHEN p.discounted_price IS NULL THEN NULL ELSE coalesce(omnibus.lowest, p.price) END
    FROM products p
    LEFT JOIN LATERAL (
      SELECT round(avg(r.rating)::numeric, 2)::float8 AS average, count(*)::int AS count
        FROM reviews r WHERE r.product_id = p.id AND r.is_approved) rating ON true
    LEFT JOIN LATERAL (
      SELECT min(h.created_at) AS started
        FROM product_price_history h
       WHERE p.discounted_price IS NOT NULL AND h.product_id = p.id
         AND h.created_at > coalesce(
           (SELECT max(full_price.created_at) FROM product_price_history full_price
             WHERE full_price.product_id = p.id AND full_price.discounted_price IS NULL), '-infinity')) reduction ON true
    LEFT JOIN LATERAL (
      SELECT min(coalesce(h.discounted_price, h.price)) AS lowest
        FROM product_price_history h
       WHERE h.product_id = p.id AND h.created_at < reduction.started
         AND h.created_at >= coalesce(
           (SELECT max(earlier.created_at) FROM product_price_history earlier
             WHERE earlier.product_id = p.id AND earlier.created_at <= reduction.started - interval '30 days'),
           '-infinity')) omnibus ON true
   WHERE p.id = ANY(product_ids)
  ON CONFLICT (product_id) DO UPDATE
     SET categories = excluded.categories, tags = excluded.tags, rating_average = excluded.rating_average,
         review_count = excluded.review_count, lowest_30_days = excluded.lowest_30_days;
END $$;
--> statement-breakpoint
-- One function for every table whose rows name a product (product_id): the products of the rows
-- the statement inserted, updated or deleted.
CREATE OR REPLACE FUNCTION product_card_facts_on_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_card_facts_on_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_card_facts_on_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(
    SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_card_facts_on_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A price change adds a history row (products_price_history_update), which refreshes the facts.
CREATE OR REPLACE FUNCTION product_card_facts_on_categories_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(
    SELECT DISTINCT pc.product_id FROM product_categories pc JOIN new_rows n ON n.id = pc.category_id
      JOIN old_rows o ON o.id = n.id
     WHERE (n.name, n.name_en, n.slug, n.parent_id) IS DISTINCT FROM (o.name, o.name_en, o.slug, o.parent_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_card_facts_on_tags_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(
    SELECT DISTINCT pt.product_id FROM product_tags pt JOIN new_rows n ON n.id = pt.tag_id
      JOIN old_rows o ON o.id = n.id
     WHERE (n.name, n.name_en, n.slug) IS DISTINCT FROM (o.name, o.name_en, o.slug)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_card_facts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_products_inserted();
--> statement-breakpoint
CREATE TRIGGER categories_card_facts_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_categories_updated();
--> statement-breakpoint
CREATE TRIGGER tags_card_facts_update AFTER UPDATE ON tags
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_tags_updated();
--> statement-breakpoint
CREATE TRIGGER product_categories_card_facts_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER product_categories_card_facts_update AFTER UPDATE ON product_categories
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_updated();
--> statement-breakpoint
CREATE TRIGGER product_categories_card_facts_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_deleted();
--> statement-breakpoint
CREATE TRIGGER product_tags_card_facts_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER product_tags_card_facts_update AFTER UPDATE ON product_tags
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_updated();
--> statement-breakpoint
CREATE TRIGGER product_tags_card_facts_delete AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_deleted();
--> statement-breakpoint
CREATE TRIGGER reviews_card_facts_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER reviews_card_facts_update AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_updated();
--> statement-breakpoint
CREATE TRIGGER reviews_card_facts_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_deleted();
--> statement-breakpoint
CREATE TRIGGER product_price_history_card_facts_insert AFTER INSERT ON product_price_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER product_price_history_card_facts_update AFTER UPDATE ON product_price_history
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_updated();
--> statement-breakpoint
CREATE TRIGGER product_price_history_card_facts_delete AFTER DELETE ON product_price_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_deleted();
--> statement-breakpoint
SELECT refresh_product_card_facts(ARRAY(SELECT id FROM products));
