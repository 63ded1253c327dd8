CREATE OR REPLACE FUNCTION product_card_facts_on_tags_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_card_facts(ARRAY(
    SELECT DISTINCT pt.product_id FROM product_tags pt JOIN new_rows n ON n.id = pt.tag_id
      JOIN old_rows o ON o.id = n.id
     WHERE (n.name, n.name_en, n.slug) IS DISTINCT FROM (o.name, o.name_en, o.slug)));
  RETURN NULL;
END $$;
