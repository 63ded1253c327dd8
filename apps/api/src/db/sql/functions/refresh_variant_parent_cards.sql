-- A parent's card says it has variants (`are_variante`, product_card): a variant added, moved or
-- deleted rebuilds its parents' cards when they read differently.
CREATE OR REPLACE FUNCTION refresh_variant_parent_cards(parent_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(parent_ids), 0) = 0 THEN
    RETURN;
  END IF;
  UPDATE product_card_facts f
     SET card = product_card(p, f.categories, f.tags, f.rating_average, f.review_count, f.lowest_30_days)
    FROM products p
   WHERE p.id = ANY(parent_ids) AND f.product_id = p.id
     AND f.card::text IS DISTINCT FROM
         product_card(p, f.categories, f.tags, f.rating_average, f.review_count, f.lowest_30_days)::text;
END $$;
