CREATE TRIGGER products_card_facts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_products_inserted();
