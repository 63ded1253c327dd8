-- A variant's price, reduction, stock or activity changed, or it moved to another parent: both
-- parents follow. The parents' own update comes back here and finds no variant among its rows.
CREATE OR REPLACE FUNCTION variant_parents_on_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_variant_parents(ARRAY(
    SELECT parent_id
      FROM (
        SELECT n.parent_id
          FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE n.parent_id IS NOT NULL
           AND (n.price, n.discounted_price, n.stock, n.is_active, n.parent_id)
               IS DISTINCT FROM (o.price, o.discounted_price, o.stock, o.is_active, o.parent_id)
        UNION
        SELECT o.parent_id
          FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE o.parent_id IS NOT NULL AND o.parent_id IS DISTINCT FROM n.parent_id
      ) changed));
  RETURN NULL;
END $$;
