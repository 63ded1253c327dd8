-- One function for every table whose rows name a product (product_id): the products of the rows
-- the statement inserted, updated or deleted.
CREATE OR REPLACE FUNCTION product_card_facts_on_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
