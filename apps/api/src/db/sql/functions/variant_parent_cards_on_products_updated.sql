-- A variant moved to another parent: both parents' cards may read differently (`are_variante`).
CREATE OR REPLACE FUNCTION variant_parent_cards_on_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_variant_parent_cards(ARRAY(
    SELECT unnest(ARRAY[n.parent_id, o.parent_id])
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.parent_id IS DISTINCT FROM o.parent_id
    EXCEPT SELECT NULL));
  RETURN NULL;
END $$;
