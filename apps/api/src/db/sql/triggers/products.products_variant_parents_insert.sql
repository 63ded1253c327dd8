CREATE TRIGGER products_variant_parents_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_parents_on_products_inserted();
