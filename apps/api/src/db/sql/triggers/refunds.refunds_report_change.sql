CREATE TRIGGER refunds_report_change AFTER INSERT OR DELETE OR UPDATE OF amount, created_at ON refunds
  FOR EACH ROW EXECUTE FUNCTION report_on_refunds_changed();
