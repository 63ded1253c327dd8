CREATE OR REPLACE FUNCTION products_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose searchable fields changed, and the parents (old and new) of such variants; the
  -- refresh itself changes none of them, so it does not recurse.
  PERFORM refresh_product_search(ARRAY(
    SELECT unnest(ARRAY[n.id, n.parent_id, o.parent_id])
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.title, n.title_en, n.sku, n.ean, n.parent_id) IS DISTINCT FROM (o.title, o.title_en, o.sku, o.ean, o.parent_id)
    EXCEPT SELECT NULL));
  RETURN NULL;
END $$;
