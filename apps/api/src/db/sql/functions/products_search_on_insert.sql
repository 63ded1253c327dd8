CREATE OR REPLACE FUNCTION products_search_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
