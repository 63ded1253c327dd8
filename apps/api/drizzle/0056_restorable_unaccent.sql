-- From src/db/sql: functions/shop_unaccent.sql
-- Search that a Romanian shopper expects: diacritics folded (ă â î ș ț and the cedilla forms ş ţ),
-- Romanian and English stemming, and trigram similarity for typos. The search columns of products
-- are kept up to date by the triggers below, whichever code writes the catalogue.
--
-- The extension's function and dictionary are named with their schema (migration 0000 creates
-- unaccent in public): pg_restore runs with an empty search_path, and it computes the generated
-- column orders.search_text and the indexes with this function; unqualified, a restore of a
-- pg_dump failed with `text search dictionary "unaccent" does not exist`. A SQL function without a
-- SET clause is still inlined into the queries that call it.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
