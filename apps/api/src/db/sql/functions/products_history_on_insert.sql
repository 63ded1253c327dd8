CREATE OR REPLACE FUNCTION products_history_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_price_history (product_id, price, discounted_price, changed_by, created_at)
    SELECT id, price, discounted_price, shop_actor_id(), created_at FROM new_rows;
  INSERT INTO stock_movements (product_id, delta, stock_after, kind, user_id, created_at)
    SELECT id, stock, stock, 'initial', shop_actor_id(), created_at FROM new_rows WHERE stock <> 0;
  RETURN NULL;
END $$;
