-- Adds changes to the products' sales per day and their running totals (docs/decisions/064, 069):
-- element i is a day, a product (or, for a deleted product, null and the line's title; '' otherwise),
-- and the units, revenue and distinct orders to add, each possibly negative.
--  1. Each product's all-time row (product_sales_totals) takes its change first, in key order. The
--     row lock it holds to the end of the transaction is the product's lock: the running totals
--     below are computed from the product's other days, so its writers take turns (two orders of
--     different products do not wait for each other).
--  2. Its days take their change (summed per row first: a statement may touch a row once), in key
--     order; a day left with no order is deleted, so that a row means a sale.
--  3. The running totals of its days from the earliest day changed on (and the day before it, whose
--     next day may have changed) are recomputed: the all-time figure less the days after each (a
--     suffix sum over those days only), and each day's next day; unchanged rows are not written. A
--     sale today rewrites today's row and the one before; an order edited a year back, that
--     product's days since.
--  4. The all-time row's first and last day are read back from its days; a product left with no
--     day is deleted.
CREATE OR REPLACE FUNCTION report_add_product_sales(days date[], product_ids integer[], titles text[],
                                                    add_units bigint[], add_revenue bigint[], add_orders integer[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(days), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO product_sales_totals AS t (product_key, title, units, revenue, orders, first_day, last_day)
  SELECT coalesce(d.product_id, 0), d.title, sum(d.units), sum(d.revenue), sum(d.orders), min(d.day), max(d.day)
    FROM unnest(days, product_ids, titles, add_units, add_revenue, add_orders)
         AS d(day, product_id, title, units, revenue, orders)
   GROUP BY 1, d.title
   ORDER BY 1, d.title
  ON CONFLICT ON CONSTRAINT product_sales_totals_key DO UPDATE
     SET units = t.units + excluded.units, revenue = t.revenue + excluded.revenue,
         orders = t.orders + excluded.orders;
  INSERT INTO product_sales_days AS s (day, product_id, title, units, revenue, orders)
  SELECT d.day, d.product_id, d.title, sum(d.units), sum(d.revenue), sum(d.orders)
    FROM unnest(days, product_ids, titles, add_units, add_revenue, add_orders)
         AS d(day, product_id, title, units, revenue, orders)
   GROUP BY d.day, d.product_id, d.title
  HAVING sum(d.units) <> 0 OR sum(d.revenue) <> 0 OR sum(d.orders) <> 0
   ORDER BY d.day, d.product_id, d.title
  ON CONFLICT ON CONSTRAINT product_sales_days_key DO UPDATE
     SET units = s.units + excluded.units, revenue = s.revenue + excluded.revenue,
         orders = s.orders + excluded.orders;
  DELETE FROM product_sales_days s
   USING unnest(days, product_ids, titles) AS d(day, product_id, title)
   WHERE s.product_key = coalesce(d.product_id, 0) AND s.title = d.title AND s.day = d.day
     AND s.orders = 0;
  UPDATE product_sales_days s
     SET total_units = r.total_units, total_revenue = r.total_revenue, total_orders = r.total_orders,
         next_day = r.next_day
    FROM (SELECT p.product_key, p.title, p.day, lead(p.day) OVER later_first AS next_day,
                 t.units - sum(p.units) OVER later + p.units AS total_units,
                 t.revenue - sum(p.revenue) OVER later + p.revenue AS total_revenue,
                 t.orders - sum(p.orders) OVER later + p.orders AS total_orders
            FROM (SELECT coalesce(d.product_id, 0) AS product_key, d.title, min(d.day) AS since
                    FROM unnest(days, product_ids, titles) AS d(day, product_id, title)
                   GROUP BY 1, 2) c
            JOIN product_sales_totals t ON t.product_key = c.product_key AND t.title = c.title
            JOIN product_sales_days p
              ON p.product_key = c.product_key AND p.title = c.title
             AND p.day >= coalesce((SELECT max(q.day) FROM product_sales_days q
                                     WHERE q.product_key = c.product_key AND q.title = c.title
                                       AND q.day < c.since), c.since)
          WINDOW later AS (PARTITION BY p.product_key, p.title ORDER BY p.day DESC),
                 later_first AS (PARTITION BY p.product_key, p.title ORDER BY p.day)) r
   WHERE s.product_key = r.product_key AND s.title = r.title AND s.day = r.day
     AND (s.total_units, s.total_revenue, s.total_orders, s.next_day)
         IS DISTINCT FROM (r.total_units, r.total_revenue, r.total_orders, r.next_day);
  UPDATE product_sales_totals t
     SET first_day = coalesce((SELECT min(s.day) FROM product_sales_days s
                                WHERE s.product_key = t.product_key AND s.title = t.title), t.first_day),
         last_day = coalesce((SELECT max(s.day) FROM product_sales_days s
                               WHERE s.product_key = t.product_key AND s.title = t.title), t.last_day)
    FROM (SELECT DISTINCT coalesce(d.product_id, 0) AS product_key, d.title
            FROM unnest(product_ids, titles) AS d(product_id, title)) c
   WHERE t.product_key = c.product_key AND t.title = c.title;
  DELETE FROM product_sales_totals t
   USING (SELECT DISTINCT coalesce(d.product_id, 0) AS product_key, d.title
            FROM unnest(product_ids, titles) AS d(product_id, title)) c
   WHERE t.product_key = c.product_key AND t.title = c.title AND t.orders = 0;
END $$;
