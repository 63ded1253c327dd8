-- A variant inserted or deleted: its parent's card may now read differently (`are_variante`).
CREATE OR REPLACE FUNCTION variant_parent_cards_on_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_variant_parent_cards(ARRAY(
    SELECT DISTINCT parent_id FROM changed_rows WHERE parent_id IS NOT NULL));
  RETURN NULL;
END $$;
