CREATE TRIGGER product_tags_search_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_links_search_on_insert();
