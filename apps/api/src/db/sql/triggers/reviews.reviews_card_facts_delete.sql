CREATE TRIGGER reviews_card_facts_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_deleted();
