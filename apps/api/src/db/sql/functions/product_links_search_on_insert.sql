CREATE OR REPLACE FUNCTION product_links_search_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
