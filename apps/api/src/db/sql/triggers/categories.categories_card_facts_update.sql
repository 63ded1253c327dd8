CREATE TRIGGER categories_card_facts_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_facts_on_categories_updated();
