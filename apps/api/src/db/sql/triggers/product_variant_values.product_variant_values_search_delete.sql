CREATE TRIGGER product_variant_values_search_delete AFTER DELETE ON product_variant_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_values_search_changed();
