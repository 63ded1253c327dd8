CREATE TRIGGER product_categories_card_facts_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_rows_deleted();
