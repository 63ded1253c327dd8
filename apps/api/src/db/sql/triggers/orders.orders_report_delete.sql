CREATE TRIGGER orders_report_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION report_on_orders_changed();
