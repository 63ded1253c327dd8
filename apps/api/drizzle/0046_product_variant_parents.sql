-- From src/db/sql: functions/refresh_variant_parents.sql, functions/variant_parents_on_products_inserted.sql, functions/variant_parents_on_products_updated.sql, functions/variant_parents_on_products_deleted.sql, triggers/products.products_variant_parents_insert.sql, triggers/products.products_variant_parents_update.sql, triggers/products.products_variant_parents_delete.sql
-- A parent product (docs/decisions/059) is not sold itself: its price is its cheapest active
-- variant's (by the price paid, so a reduced variant can be the cheapest) with that variant's
-- reduction, and its stock the sum of its active variants' stock, so every list, filter and sort
-- over products stays one statement over one table. The parents are locked in id order first, the
-- order every stock change locks in; a parent is written only when a figure changed. A parent whose
-- last variant went keeps its price and has no stock until staff give it some.
CREATE OR REPLACE FUNCTION refresh_variant_parents(parent_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(parent_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY(parent_ids) ORDER BY id FOR UPDATE;
  UPDATE products p
     SET price = coalesce(figures.price, p.price),
         discounted_price = CASE WHEN figures.price IS NULL THEN p.discounted_price ELSE figures.discounted_price END,
         stock = figures.stock
    FROM (
      SELECT parent.id,
             cheapest.price,
             cheapest.discounted_price,
             coalesce((SELECT sum(v.stock)::int FROM products v WHERE v.parent_id = parent.id AND v.is_active), 0)
               AS stock
        FROM products parent
        LEFT JOIN LATERAL (
          SELECT v.price, v.discounted_price
            FROM products v
           WHERE v.parent_id = parent.id AND v.is_active
           ORDER BY coalesce(v.discounted_price, v.price), v.id
           LIMIT 1
        ) cheapest ON true
       WHERE parent.id = ANY(parent_ids)
    ) figures
   WHERE p.id = figures.id
     AND (p.price, p.discounted_price, p.stock) IS DISTINCT FROM
         (coalesce(figures.price, p.price),
          CASE WHEN figures.price IS NULL THEN p.discounted_price ELSE figures.discounted_price END,
          figures.stock);
END $$;
--> statement-breakpoint
-- A new variant changes its parent's price and stock.
CREATE OR REPLACE FUNCTION variant_parents_on_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_variant_parents(ARRAY(SELECT DISTINCT parent_id FROM new_rows WHERE parent_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A variant's price, reduction, stock or activity changed, or it moved to another parent: both
-- parents follow. The parents' own update comes back here and finds no variant among its rows.
CREATE OR REPLACE FUNCTION variant_parents_on_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_variant_parents(ARRAY(
    SELECT parent_id
      FROM (
        SELECT n.parent_id
          FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE n.parent_id IS NOT NULL
           AND (n.price, n.discounted_price, n.stock, n.is_active, n.parent_id)
               IS DISTINCT FROM (o.price, o.discounted_price, o.stock, o.is_active, o.parent_id)
        UNION
        SELECT o.parent_id
          FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE o.parent_id IS NOT NULL AND o.parent_id IS DISTINCT FROM n.parent_id
      ) changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted variant leaves its parent's price and stock (a parent deleted with its variants is gone).
CREATE OR REPLACE FUNCTION variant_parents_on_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_variant_parents(ARRAY(
    SELECT DISTINCT o.parent_id FROM old_rows o
     WHERE o.parent_id IS NOT NULL AND EXISTS (SELECT 1 FROM products p WHERE p.id = o.parent_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_variant_parents_insert" ON "products";
--> statement-breakpoint
CREATE TRIGGER products_variant_parents_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_parents_on_products_inserted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_variant_parents_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER products_variant_parents_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION variant_parents_on_products_updated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_variant_parents_delete" ON "products";
--> statement-breakpoint
CREATE TRIGGER products_variant_parents_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_parents_on_products_deleted();
