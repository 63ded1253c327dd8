CREATE TRIGGER product_tags_search_delete AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_links_search_on_delete();
