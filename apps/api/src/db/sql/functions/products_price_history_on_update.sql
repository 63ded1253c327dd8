CREATE OR REPLACE FUNCTION products_price_history_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_price_history (product_id, price, discounted_price, changed_by)
    SELECT n.id, n.price, n.discounted_price, shop_actor_id()
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.price IS DISTINCT FROM o.price OR n.discounted_price IS DISTINCT FROM o.discounted_price;
  RETURN NULL;
END $$;
