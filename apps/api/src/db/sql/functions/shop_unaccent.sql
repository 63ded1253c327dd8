-- Search that a Romanian shopper expects: diacritics folded (ă â î ș ț and the cedilla forms ş ţ),
-- Romanian and English stemming, and trigram similarity for typos. The search columns of products
-- are kept up to date by the triggers below, whichever code writes the catalogue.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT unaccent('unaccent'::regdictionary, $1) $$;
