CREATE TRIGGER reviews_card_facts_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_inserted();
