CREATE TRIGGER product_option_values_search_update AFTER UPDATE ON product_option_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION option_values_search_on_update();
