-- Adds to one day of sales_days (each figure may be negative: a sale or refund taken back); the
-- day's row is deleted once it holds no order and no refund (docs/decisions/064).
CREATE OR REPLACE FUNCTION report_add_sales(sale_day date, add_orders integer, add_revenue bigint,
                                            add_shipping bigint, add_refunds bigint, add_refund_count integer)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_days AS s (day, orders, revenue, shipping, refunds, refund_count)
  VALUES (sale_day, add_orders, add_revenue, add_shipping, add_refunds, add_refund_count)
  ON CONFLICT (day) DO UPDATE
     SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue,
         shipping = s.shipping + excluded.shipping, refunds = s.refunds + excluded.refunds,
         refund_count = s.refund_count + excluded.refund_count;
  DELETE FROM sales_days s WHERE s.day = sale_day AND s.orders = 0 AND s.refund_count = 0;
$$;
