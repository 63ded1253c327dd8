-- A refund recorded, changed or deleted, into sales_days at the refund's own day (docs/decisions/056,
-- 064): every refund counts, store credit included.
CREATE OR REPLACE FUNCTION report_on_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_add_sales(report_shop_day(OLD.created_at), 0, 0, 0, -OLD.amount::bigint, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_add_sales(report_shop_day(NEW.created_at), 0, 0, 0, NEW.amount::bigint, 1);
  END IF;
  RETURN NULL;
END $$;
