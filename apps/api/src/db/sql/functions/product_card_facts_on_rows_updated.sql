CREATE OR REPLACE FUNCTION product_card_facts_on_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(
    SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;
