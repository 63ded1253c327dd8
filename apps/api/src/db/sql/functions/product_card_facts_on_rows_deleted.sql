CREATE OR REPLACE FUNCTION product_card_facts_on_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
