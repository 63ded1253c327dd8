CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
