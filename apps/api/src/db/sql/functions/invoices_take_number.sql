-- An invoice or credit note takes its number from its series' counter, in the transaction that
-- inserts it (Codul fiscal art. 319: numbers continuous within a series). Whatever the insert says,
-- the number, the series prefix and the code (BT-1) come from here, in the columns and in the frozen
-- document alike: a rollback gives the number back, parallel inserts wait on the series' row, and
-- no caller can choose or skip one.
CREATE OR REPLACE FUNCTION invoices_take_number() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  series_kind text;
  series_prefix text;
  series_active boolean;
  taken_code text;
BEGIN
  UPDATE invoice_series SET next_number = next_number + 1 WHERE id = NEW.series_id
    RETURNING next_number - 1, kind, prefix, is_active INTO taken, series_kind, series_prefix, series_active;
  IF taken IS NULL THEN
    RAISE EXCEPTION 'invoice series % does not exist', NEW.series_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF series_kind <> NEW.kind OR NOT series_active THEN
    RAISE EXCEPTION 'invoice series % is not the active % series', series_prefix, NEW.kind
      USING ERRCODE = 'check_violation';
  END IF;
  taken_code := series_prefix || '-' || lpad(taken::text, 6, '0');
  NEW.number := taken;
  NEW.series := series_prefix;
  NEW.code := taken_code;
  NEW.document := jsonb_set(jsonb_set(jsonb_set(NEW.document, '{number}', to_jsonb(taken)),
    '{series}', to_jsonb(series_prefix)), '{code}', to_jsonb(taken_code));
  RETURN NEW;
END
$$;
