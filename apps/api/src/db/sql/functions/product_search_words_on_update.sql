CREATE OR REPLACE FUNCTION product_search_words_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The words of the search texts that changed, for the spelling half of the search
  -- (docs/decisions/074): words with a letter, 3 characters or more; known ones are skipped.
  INSERT INTO product_search_words (word)
  SELECT DISTINCT w.word
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   CROSS JOIN LATERAL regexp_split_to_table(n.search_text, '[^a-z0-9]+') AS w(word)
   WHERE n.search_text IS DISTINCT FROM o.search_text AND length(w.word) >= 3 AND w.word ~ '[a-z]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
