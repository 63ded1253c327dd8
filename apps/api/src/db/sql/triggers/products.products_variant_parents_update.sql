CREATE TRIGGER products_variant_parents_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION variant_parents_on_products_updated();
