-- A price change adds a history row (products_price_history_update), which refreshes the facts.
CREATE OR REPLACE FUNCTION product_card_facts_on_categories_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(
    SELECT DISTINCT pc.product_id FROM product_categories pc JOIN new_rows n ON n.id = pc.category_id
      JOIN old_rows o ON o.id = n.id
     WHERE (n.name, n.name_en, n.slug, n.parent_id) IS DISTINCT FROM (o.name, o.name_en, o.slug, o.parent_id)));
  RETURN NULL;
END $$;
