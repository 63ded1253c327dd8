CREATE OR REPLACE FUNCTION product_links_search_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
