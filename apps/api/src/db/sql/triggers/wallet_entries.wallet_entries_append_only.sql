CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON "wallet_entries"
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
