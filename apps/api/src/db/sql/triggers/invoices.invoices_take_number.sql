CREATE TRIGGER invoices_take_number BEFORE INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_take_number();
