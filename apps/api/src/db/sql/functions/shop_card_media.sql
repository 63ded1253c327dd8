-- A media path as a stored card holds it (mediaUrl without the base): nothing for an empty path,
-- an absolute URL as it is, else the path without leading slashes. The server puts its own media
-- base in front when it reads the card (withMediaBase), since each process knows its public URL.
CREATE OR REPLACE FUNCTION shop_card_media(path text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN path IS NULL OR path = '' THEN NULL
              WHEN path ~ '^https?://' THEN path
              ELSE ltrim(path, '/') END
$$;
