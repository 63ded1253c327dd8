-- A variant's option values are words of its parent: a value given, changed or taken refreshes them.
CREATE OR REPLACE FUNCTION variant_values_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT v.parent_id FROM changed_rows c JOIN products v ON v.id = c.variant_id
     WHERE v.parent_id IS NOT NULL));
  RETURN NULL;
END $$;
