-- A renamed option value ("100 ml" for "100ml") is a word of the products whose variants offer it.
CREATE OR REPLACE FUNCTION option_values_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT o.product_id
      FROM new_rows n JOIN old_rows prev ON prev.id = n.id JOIN product_options o ON o.id = n.option_id
     WHERE (n.value, n.value_en) IS DISTINCT FROM (prev.value, prev.value_en)));
  RETURN NULL;
END $$;
