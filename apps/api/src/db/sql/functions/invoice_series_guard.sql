-- A series' counter only moves forward past numbers already used, and a series that numbered a
-- document keeps its prefix and kind: otherwise two documents could share a number, or a code
-- would stop naming the document it named.
CREATE OR REPLACE FUNCTION invoice_series_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM invoices WHERE series_id = OLD.id) THEN
      RAISE EXCEPTION 'a series with documents is not deleted' USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF (NEW.prefix IS DISTINCT FROM OLD.prefix OR NEW.kind IS DISTINCT FROM OLD.kind)
    AND EXISTS (SELECT 1 FROM invoices WHERE series_id = OLD.id) THEN
    RAISE EXCEPTION 'a series with documents keeps its prefix and kind' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.next_number < OLD.next_number
    AND EXISTS (SELECT 1 FROM invoices WHERE series_id = OLD.id AND number >= NEW.next_number) THEN
    RAISE EXCEPTION 'series % has used number %', OLD.prefix, NEW.next_number USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
