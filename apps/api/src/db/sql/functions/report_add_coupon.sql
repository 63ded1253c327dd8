-- Adds to one day of a coupon code in coupon_sales_days (negative: a use taken back); the row is
-- deleted once no use is left (docs/decisions/064).
CREATE OR REPLACE FUNCTION report_add_coupon(sale_day date, coupon text, add_uses integer,
                                             add_discount bigint, add_revenue bigint)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO coupon_sales_days AS c (day, code, uses, discount, revenue)
  VALUES (sale_day, coupon, add_uses, add_discount, add_revenue)
  ON CONFLICT (day, code) DO UPDATE
     SET uses = c.uses + excluded.uses, discount = c.discount + excluded.discount,
         revenue = c.revenue + excluded.revenue;
  DELETE FROM coupon_sales_days c WHERE c.day = sale_day AND c.code = coupon AND c.uses = 0;
$$;
