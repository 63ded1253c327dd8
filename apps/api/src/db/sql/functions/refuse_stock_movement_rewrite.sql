-- A product's movements go with the product (ON DELETE CASCADE); only a direct rewrite is refused.
CREATE OR REPLACE FUNCTION refuse_stock_movement_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'stock_movements is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
