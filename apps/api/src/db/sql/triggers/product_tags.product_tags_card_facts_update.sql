CREATE TRIGGER product_tags_card_facts_update AFTER UPDATE ON product_tags
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_updated();
