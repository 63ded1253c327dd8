CREATE OR REPLACE FUNCTION products_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose searchable fields changed; the refresh itself changes none, so it does not recurse.
  PERFORM refresh_product_search(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.title, n.title_en, n.sku) IS DISTINCT FROM (o.title, o.title_en, o.sku)));
  RETURN NULL;
END $$;
