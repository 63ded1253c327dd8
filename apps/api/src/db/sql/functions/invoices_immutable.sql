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
