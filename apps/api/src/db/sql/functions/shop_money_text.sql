-- Money as the API writes it: "49.90" (baniToDecimal).
CREATE OR REPLACE FUNCTION shop_money_text(bani integer) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN bani IS NULL THEN NULL
              ELSE CASE WHEN bani < 0 THEN '-' ELSE '' END
                   || (abs(bani) / 100)::text || '.' || lpad((abs(bani) % 100)::text, 2, '0') END
$$;
