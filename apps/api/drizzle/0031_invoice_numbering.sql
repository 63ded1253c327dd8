-- From src/db/sql: functions/invoices_take_number.sql, triggers/invoices.invoices_take_number.sql, functions/invoices_immutable.sql, triggers/invoices.invoices_immutable.sql, triggers/invoices.invoices_no_truncate.sql, functions/invoice_series_guard.sql, triggers/invoice_series.invoice_series_guard.sql
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_take_number" ON "invoices";
--> statement-breakpoint
CREATE TRIGGER invoices_take_number BEFORE INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_take_number();
--> statement-breakpoint
-- An issued document is never deleted and never rewritten (Codul fiscal art. 319: a document is
-- corrected by another, a credit note). Only its RO e-Factura columns move. The one exception: a
-- document ANAF rejected was never validly issued, so staff may correct its `document` (the buyer's
-- data, say) before it goes again; its number, code and amounts stay.
CREATE OR REPLACE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moving constant text[] := ARRAY['efactura_state', 'efactura_upload_index', 'efactura_download_id',
    'efactura_errors', 'efactura_updated_at', 'efactura_accepted_at', 'document'];
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoices are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (to_jsonb(NEW) - moving) IS DISTINCT FROM (to_jsonb(OLD) - moving) THEN
    RAISE EXCEPTION 'an issued invoice is not rewritten' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.document IS DISTINCT FROM OLD.document AND (
    OLD.efactura_state <> 'rejected'
    OR (NEW.document - ARRAY['buyer', 'notes']) IS DISTINCT FROM (OLD.document - ARRAY['buyer', 'notes'])
  ) THEN
    RAISE EXCEPTION 'only a rejected invoice''s buyer and notes may be corrected' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_immutable" ON "invoices";
--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_no_truncate" ON "invoices";
--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_rewrite();
--> statement-breakpoint
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoice_series_guard" ON "invoice_series";
--> statement-breakpoint
CREATE TRIGGER invoice_series_guard BEFORE UPDATE OR DELETE ON "invoice_series"
  FOR EACH ROW EXECUTE FUNCTION invoice_series_guard();
