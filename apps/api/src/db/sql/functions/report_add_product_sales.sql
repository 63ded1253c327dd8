-- Adds changes to the products' sales per day, month and quarter (docs/decisions/064): element i is a
-- day, a product (or, for a deleted product, null and the line's title; '' otherwise), and the
-- units, revenue and distinct orders to add, each possibly negative. The changes are summed per
-- row first (a statement may touch a row once) and applied in key order (concurrent orders lock
-- the rows they share in the same order); a row left with no order is deleted.
CREATE OR REPLACE FUNCTION report_add_product_sales(days date[], product_ids integer[], titles text[],
                                                    add_units bigint[], add_revenue bigint[], add_orders integer[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(days), 0) = 0 THEN
    RETURN;
  END IF;
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
  INSERT INTO product_sales_months AS s (month, product_id, title, units, revenue, orders)
  SELECT date_trunc('month', d.day)::date, d.product_id, d.title, sum(d.units), sum(d.revenue), sum(d.orders)
    FROM unnest(days, product_ids, titles, add_units, add_revenue, add_orders)
         AS d(day, product_id, title, units, revenue, orders)
   GROUP BY 1, d.product_id, d.title
  HAVING sum(d.units) <> 0 OR sum(d.revenue) <> 0 OR sum(d.orders) <> 0
   ORDER BY 1, d.product_id, d.title
  ON CONFLICT ON CONSTRAINT product_sales_months_key DO UPDATE
     SET units = s.units + excluded.units, revenue = s.revenue + excluded.revenue,
         orders = s.orders + excluded.orders;
  INSERT INTO product_sales_quarters AS s (quarter, product_id, title, units, revenue, orders)
  SELECT date_trunc('quarter', d.day)::date, d.product_id, d.title, sum(d.units), sum(d.revenue), sum(d.orders)
    FROM unnest(days, product_ids, titles, add_units, add_revenue, add_orders)
         AS d(day, product_id, title, units, revenue, orders)
   GROUP BY 1, d.product_id, d.title
  HAVING sum(d.units) <> 0 OR sum(d.revenue) <> 0 OR sum(d.orders) <> 0
   ORDER BY 1, d.product_id, d.title
  ON CONFLICT ON CONSTRAINT product_sales_quarters_key DO UPDATE
     SET units = s.units + excluded.units, revenue = s.revenue + excluded.revenue,
         orders = s.orders + excluded.orders;
  DELETE FROM product_sales_days s
   USING unnest(days, product_ids, titles) AS d(day, product_id, title)
   WHERE s.day = d.day AND s.product_id IS NOT DISTINCT FROM d.product_id AND s.title = d.title
     AND s.orders = 0;
  DELETE FROM product_sales_months s
   USING unnest(days, product_ids, titles) AS d(day, product_id, title)
   WHERE s.month = date_trunc('month', d.day)::date AND s.product_id IS NOT DISTINCT FROM d.product_id
     AND s.title = d.title AND s.orders = 0;
  DELETE FROM product_sales_quarters s
   USING unnest(days, product_ids, titles) AS d(day, product_id, title)
   WHERE s.quarter = date_trunc('quarter', d.day)::date AND s.product_id IS NOT DISTINCT FROM d.product_id
     AND s.title = d.title AND s.orders = 0;
END $$;
