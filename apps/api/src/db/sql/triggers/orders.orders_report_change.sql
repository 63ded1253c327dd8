CREATE TRIGGER orders_report_change
  AFTER INSERT OR UPDATE OF status, cancelled_at, created_at, total, shipping_cost, discount, coupon_code
  ON orders FOR EACH ROW EXECUTE FUNCTION report_on_orders_changed();
