-- An order placed, changed or deleted, into the reports' summaries (docs/decisions/064): what it
-- counted before (if it was a sale) is taken back at its old day and what it counts now added at
-- its new one: in sales_days (one order, its goods after discounts, shipping), in
-- coupon_sales_days by the code it kept, and, when it starts or stops being a sale or moves to
-- another day, its lines in the products' summaries (a change of its lines is their own trigger's).
-- Runs after an insert or update and before a delete (the lines are still there to take back).
CREATE OR REPLACE FUNCTION report_on_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_sale boolean := false;
  is_sale boolean := false;
  old_day date;
  new_day date;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_sale := OLD.status <> 'cancelled' AND OLD.cancelled_at IS NULL;
    old_day := report_shop_day(OLD.created_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_sale := NEW.status <> 'cancelled' AND NEW.cancelled_at IS NULL;
    new_day := report_shop_day(NEW.created_at);
  END IF;
  IF TG_OP = 'UPDATE' AND was_sale = is_sale
     AND (NOT was_sale OR (old_day = new_day AND OLD.total = NEW.total AND OLD.shipping_cost = NEW.shipping_cost
                           AND OLD.discount = NEW.discount AND OLD.coupon_code IS NOT DISTINCT FROM NEW.coupon_code)) THEN
    RETURN NULL;
  END IF;
  IF was_sale THEN
    PERFORM report_add_sales(old_day, -1, -(OLD.total - OLD.shipping_cost)::bigint, -OLD.shipping_cost::bigint, 0, 0);
    IF OLD.coupon_code IS NOT NULL THEN
      PERFORM report_add_coupon(old_day, OLD.coupon_code, -1, -OLD.discount::bigint, -(OLD.total - OLD.shipping_cost)::bigint);
    END IF;
  END IF;
  IF is_sale THEN
    PERFORM report_add_sales(new_day, 1, (NEW.total - NEW.shipping_cost)::bigint, NEW.shipping_cost::bigint, 0, 0);
    IF NEW.coupon_code IS NOT NULL THEN
      PERFORM report_add_coupon(new_day, NEW.coupon_code, 1, NEW.discount::bigint, (NEW.total - NEW.shipping_cost)::bigint);
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' AND (was_sale <> is_sale OR old_day IS DISTINCT FROM new_day) THEN
    PERFORM report_add_product_sales(array_agg(s.day), array_agg(g.product_id), array_agg(g.title),
                                     array_agg(s.sign * g.units), array_agg(s.sign * g.revenue), array_agg(s.sign))
       FROM (SELECT l.product_id, CASE WHEN l.product_id IS NULL THEN l.title ELSE '' END AS title,
                    sum(l.quantity)::bigint AS units, sum(l.line_total - l.discount_share)::bigint AS revenue
               FROM order_lines l
              WHERE l.order_id = OLD.id
              GROUP BY 1, 2) g
      CROSS JOIN (VALUES (old_day, -1, was_sale), (new_day, 1, is_sale)) AS s(day, sign, applies)
      WHERE s.applies;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
