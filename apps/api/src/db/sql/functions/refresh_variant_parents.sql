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
