-- The wallet's ledger is append-only: a movement is corrected by another movement, never edited.
CREATE OR REPLACE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only' USING ERRCODE = 'restrict_violation';
END
$$;
