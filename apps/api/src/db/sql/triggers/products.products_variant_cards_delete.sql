CREATE TRIGGER products_variant_cards_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_parent_cards_on_products_changed();
