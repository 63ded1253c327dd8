-- A deleted variant leaves its parent's words (a parent deleted with its variants is gone).
CREATE OR REPLACE FUNCTION products_search_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT o.parent_id FROM old_rows o
     WHERE o.parent_id IS NOT NULL AND EXISTS (SELECT 1 FROM products p WHERE p.id = o.parent_id)));
  RETURN NULL;
END $$;
