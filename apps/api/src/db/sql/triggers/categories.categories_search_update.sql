CREATE TRIGGER categories_search_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION categories_search_on_update();
