-- A change to a product's own columns (stock after an order, title, images, price) rebuilds its
-- card when the card reads differently; an edit of what no card shows (a description) leaves it.
-- A price change also adds a history row, which refreshes the facts and the card again.
CREATE OR REPLACE FUNCTION product_card_on_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_card_facts f
     SET card = product_card(p, f.categories, f.tags, f.rating_average, f.review_count, f.lowest_30_days)
    FROM products p
   WHERE p.id IN (SELECT id FROM new_rows) AND f.product_id = p.id
     AND f.card::text IS DISTINCT FROM
         product_card(p, f.categories, f.tags, f.rating_average, f.review_count, f.lowest_30_days)::text;
  RETURN NULL;
END $$;
