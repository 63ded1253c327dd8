CREATE TRIGGER product_price_history_card_facts_insert AFTER INSERT ON product_price_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_inserted();
