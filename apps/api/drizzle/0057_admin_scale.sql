CREATE TABLE "product_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- From src/db/sql: functions/product_search_words_on_update.sql, triggers/products.products_search_words_update.sql
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_words_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_on_update();
--> statement-breakpoint
-- The words of every product's search text so far (docs/decisions/074).
INSERT INTO "product_search_words" ("word")
SELECT DISTINCT w.word
  FROM "products" p CROSS JOIN LATERAL regexp_split_to_table(p.search_text, '[^a-z0-9]+') AS w(word)
 WHERE length(w.word) >= 3 AND w.word ~ '[a-z]'
ON CONFLICT DO NOTHING;
