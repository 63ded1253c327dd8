-- A refund recorded, changed or deleted, into sales_days at the refund's own day (docs/decisions/056,
-- 064): every refund counts, store credit included, but an edit's refund (order_version set,
-- docs/decisions/061): it pays back what the edit took off the order's total, which the sales
-- already count at its new amount.
CREATE OR REPLACE FUNCTION report_on_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.order_version IS NULL THEN
    PERFORM report_add_sales(report_shop_day(OLD.created_at), 0, 0, 0, -OLD.amount::bigint, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.order_version IS NULL THEN
    PERFORM report_add_sales(report_shop_day(NEW.created_at), 0, 0, 0, NEW.amount::bigint, 1);
  END IF;
  RETURN NULL;
END $$;
