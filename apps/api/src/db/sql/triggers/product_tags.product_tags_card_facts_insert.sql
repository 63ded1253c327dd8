CREATE TRIGGER product_tags_card_facts_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_inserted();
