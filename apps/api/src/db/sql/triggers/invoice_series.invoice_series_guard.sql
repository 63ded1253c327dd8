CREATE TRIGGER invoice_series_guard BEFORE UPDATE OR DELETE ON "invoice_series"
  FOR EACH ROW EXECUTE FUNCTION invoice_series_guard();
