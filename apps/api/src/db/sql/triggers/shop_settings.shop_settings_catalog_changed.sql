-- The public settings answer is kept by the catalogue cache; a change clears it in every process.
CREATE TRIGGER shop_settings_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
