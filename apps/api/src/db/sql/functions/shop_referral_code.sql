-- A referral code: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), 31^8 codes.
CREATE OR REPLACE FUNCTION shop_referral_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 8)
$$;
