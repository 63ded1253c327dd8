CREATE TRIGGER products_variant_cards_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_parent_cards_on_products_changed();
