CREATE OR REPLACE FUNCTION products_search_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new variant adds its SKU, EAN and values to its parent's words.
  PERFORM refresh_product_search(ARRAY(
    SELECT id FROM new_rows UNION SELECT parent_id FROM new_rows WHERE parent_id IS NOT NULL));
  RETURN NULL;
END $$;
