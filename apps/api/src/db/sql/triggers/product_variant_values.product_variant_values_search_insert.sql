CREATE TRIGGER product_variant_values_search_insert AFTER INSERT ON product_variant_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_values_search_changed();
