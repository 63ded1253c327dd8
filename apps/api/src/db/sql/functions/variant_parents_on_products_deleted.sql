-- A deleted variant leaves its parent's price and stock (a parent deleted with its variants is gone).
CREATE OR REPLACE FUNCTION variant_parents_on_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_variant_parents(ARRAY(
    SELECT DISTINCT o.parent_id FROM old_rows o
     WHERE o.parent_id IS NOT NULL AND EXISTS (SELECT 1 FROM products p WHERE p.id = o.parent_id)));
  RETURN NULL;
END $$;
