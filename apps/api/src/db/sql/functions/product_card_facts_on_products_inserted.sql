CREATE OR REPLACE FUNCTION product_card_facts_on_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
