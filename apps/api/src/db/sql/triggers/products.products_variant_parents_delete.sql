CREATE TRIGGER products_variant_parents_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_parents_on_products_deleted();
