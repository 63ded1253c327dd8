CREATE OR REPLACE FUNCTION categories_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT pc.product_id FROM product_categories pc JOIN new_rows n ON n.id = pc.category_id
      JOIN old_rows o ON o.id = n.id WHERE (n.name, n.name_en) IS DISTINCT FROM (o.name, o.name_en)));
  RETURN NULL;
END $$;
