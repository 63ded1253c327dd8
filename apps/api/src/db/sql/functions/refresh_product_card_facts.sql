-- The card facts of these products, computed from their categories, tags, approved reviews and
-- price history, and the card built from them (categories and tags as the card shows them:
-- CategoryRef, Tag; compact). The Omnibus reference price: the reduction started with the first
-- history row after the last one without a discounted price; the price in force 30 days before that
-- is the last row at or before then, so it counts too.
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
