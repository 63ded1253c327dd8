-- A new variant changes its parent's price and stock.
CREATE OR REPLACE FUNCTION variant_parents_on_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_variant_parents(ARRAY(SELECT DISTINCT parent_id FROM new_rows WHERE parent_id IS NOT NULL));
  RETURN NULL;
END $$;
