-- Every product starts its price history and its stock log when it is created (by the seed, an
-- import or the admin), and every later price change is kept, whichever code writes it. The staff
-- member is read from the transaction's shop.actor_id setting when the admin sets it.
CREATE OR REPLACE FUNCTION shop_actor_id() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('shop.actor_id', true), '')::integer
$$;
