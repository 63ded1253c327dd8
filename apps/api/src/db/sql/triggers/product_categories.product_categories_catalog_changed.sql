CREATE TRIGGER product_categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
