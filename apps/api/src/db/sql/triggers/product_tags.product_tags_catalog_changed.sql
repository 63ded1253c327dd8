CREATE TRIGGER product_tags_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
