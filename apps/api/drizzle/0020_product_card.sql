ALTER TABLE "product_card_facts" ADD COLUMN "card" json;--> statement-breakpoint
-- Money as the API writes it: "49.90" (baniToDecimal).
CREATE OR REPLACE FUNCTION shop_money_text(bani integer) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN bani IS NULL THEN NULL
              ELSE CASE WHEN bani < 0 THEN '-' ELSE '' END
                   || (abs(bani) / 100)::text || '.' || lpad((abs(bani) % 100)::text, 2, '0') END
$$;
--> statement-breakpoint
-- A media path as a stored card holds it (mediaUrl without the base): nothing for an empty path,
-- an absolute URL as it is, else the path without leading slashes. The server puts its own media
-- base in front when it reads the card (withMediaBase), since each process knows its public URL.
CREATE OR REPLACE FUNCTION shop_card_media(path text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN path IS NULL OR path = '' THEN NULL
              WHEN path ~ '^https?://' THEN path
              ELSE ltrim(path, '/') END
$$;
--> statement-breakpoint
-- A product card exactly as the API sends it (ProductSummary, compact JSON), from the product's
-- own columns and its facts. A page of products is then its stored cards joined by commas:
-- neither PostgreSQL nor the server rebuilds 21 fields of 24 cards on every read.
CREATE OR REPLACE FUNCTION product_card(
  p products, categories json, tags json, rating_average double precision, review_count integer,
  lowest_30_days integer) RETURNS json
  LANGUAGE sql STABLE AS $$
  SELECT row_to_json(card) FROM (
    SELECT p.id, p.slug, p.title AS titlu, p.title_en AS titlu_en, p.sku,
           shop_money_text(p.price) AS pret, shop_money_text(p.discounted_price) AS pret_redus,
           p.stock AS stoc, p.images[1] AS imagine_principala,
           shop_card_media(p.images[1]) AS imagine_principala_url, shop_card_media(p.images[2]) AS img1_url,
           shop_card_media(p.images[3]) AS img2_url, shop_card_media(p.images[4]) AS img3_url,
           categories AS categorie, tags, rating_average AS rating_mediu, review_count AS numar_recenzii,
           to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
           shop_money_text(lowest_30_days) AS pret_minim_30_zile,
           p.net_quantity AS cantitate_neta, p.unit AS unitate) card
$$;
--> statement-breakpoint
-- As in 0008, with the categories and tags as the card shows them (CategoryRef, Tag; compact) and
-- the card built from the facts it has just computed.
CREATE OR REPLACE FUNCTION refresh_product_card_facts(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- Statement triggers fire even when no row changed.
  IF coalesce(cardinality(product_ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO product_card_facts AS f (product_id, categories, tags, rating_average, review_count, lowest_30_days, card)
  SELECT p.id, facts.categories, facts.tags, facts.rating_average, facts.review_count, facts.lowest_30_days,
         product_card(p, facts.categories, facts.tags, facts.rating_average, facts.review_count, facts.lowest_30_days)
    FROM products p
    CROSS JOIN LATERAL (
      SELECT coalesce(
               (SELECT ('[' || string_agg(row_to_json(ref)::text, ',' ORDER BY pc.position, c.id) || ']')::json
                  FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                 CROSS JOIN LATERAL (SELECT c.id, c.name AS nume, c.name_en AS nume_en, c.slug, c.parent_id AS parent) ref
                 WHERE pc.product_id = p.id),
               '[]'::json) AS categories,
             coalesce(
               (SELECT ('[' || string_agg(row_to_json(ref)::text, ',' ORDER BY t.name) || ']')::json
                  FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
                 CROSS JOIN LATERAL (SELECT t.id, t.name AS nume, t.name_en AS nume_en, t.slug) ref
                 WHERE pt.product_id = p.id),
               '[]'::json) AS tags,
             rating.average AS rating_average, rating.count AS review_count,
             CASE WHEN p.discounted_price IS NULL THEN NULL ELSE coalesce(omnibus.lowest, p.price) END AS lowest_30_days
        FROM (SELECT round(avg(r.rating)::numeric, 2)::float8 AS average, count(*)::int AS count
                FROM reviews r WHERE r.product_id = p.id AND r.is_approved) rating
        LEFT JOIN LATERAL (
          SELECT min(h.created_at) AS started
            FROM product_price_history h
           WHERE p.discounted_price IS NOT NULL AND h.product_id = p.id
             AND h.created_at > coalesce(
               (SELECT max(full_price.created_at) FROM product_price_history full_price
                 WHERE full_price.product_id = p.id AND full_price.discounted_price IS NULL), '-infinity')) reduction ON true
        LEFT JOIN LATERAL (
          SELECT min(coalesce(h.discounted_price, h.price)) AS lowest
            FROM product_price_history h
           WHERE h.product_id = p.id AND h.created_at < reduction.started
             AND h.created_at >= coalesce(
               (SELECT max(earlier.created_at) FROM product_price_history earlier
                 WHERE earlier.product_id = p.id AND earlier.created_at <= reduction.started - interval '30 days'),
               '-infinity')) omnibus ON true) facts
   WHERE p.id = ANY(product_ids)
  ON CONFLICT (product_id) DO UPDATE
     SET categories = excluded.categories, tags = excluded.tags, rating_average = excluded.rating_average,
         review_count = excluded.review_count, lowest_30_days = excluded.lowest_30_days, card = excluded.card;
END $$;
--> statement-breakpoint
-- A change to a product's own columns (stock after an order, title, images, price) rebuilds its
-- card when the card reads differently; an edit of what no card shows (a description) leaves it.
-- A price change also adds a history row, which refreshes the facts and the card again.
CREATE OR REPLACE FUNCTION product_card_on_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_card_facts f
     SET card = product_card(p, f.categories, f.tags, f.rating_average, f.review_count, f.lowest_30_days)
    FROM products p
   WHERE p.id IN (SELECT id FROM new_rows) AND f.product_id = p.id
     AND f.card::text IS DISTINCT FROM
         product_card(p, f.categories, f.tags, f.rating_average, f.review_count, f.lowest_30_days)::text;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_card_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_card_on_products_updated();
--> statement-breakpoint
SELECT refresh_product_card_facts(ARRAY(SELECT id FROM products));
--> statement-breakpoint
ALTER TABLE "product_card_facts" ALTER COLUMN "card" SET NOT NULL;
