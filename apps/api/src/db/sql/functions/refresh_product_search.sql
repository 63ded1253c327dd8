CREATE OR REPLACE FUNCTION refresh_product_search(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- Statement triggers fire even when no row changed; an empty list must not update (and re-fire).
  IF coalesce(cardinality(product_ids), 0) = 0 THEN
    RETURN;
  END IF;
  -- A parent's words include its variants' SKU, EAN and option values (docs/decisions/060), so a
  -- search for "100 ml" or a barcode finds the product whose page sells it.
  UPDATE products p
     SET search_text = d.search_text, search_vector = d.search_vector
    FROM (
      SELECT p2.id,
             lower(shop_unaccent(concat_ws(' ', p2.title, p2.title_en, p2.sku, p2.ean, t.names, t.names_en, c.names, c.names_en, v.words))) AS search_text,
             setweight(to_tsvector('shop_ro', p2.title), 'A')
             || setweight(to_tsvector('shop_en', p2.title_en), 'A')
             || setweight(to_tsvector('shop_simple', concat_ws(' ', p2.title, p2.title_en, p2.sku, p2.ean)), 'A')
             || setweight(to_tsvector('shop_simple', coalesce(v.words, '')), 'B')
             || setweight(to_tsvector('shop_ro', coalesce(t.names, '')), 'B')
             || setweight(to_tsvector('shop_en', coalesce(t.names_en, '')), 'B')
             || setweight(to_tsvector('shop_ro', coalesce(c.names, '')), 'C')
             || setweight(to_tsvector('shop_en', coalesce(c.names_en, '')), 'C') AS search_vector
        FROM products p2
        LEFT JOIN LATERAL (
          SELECT string_agg(tg.name, ' ') AS names, string_agg(tg.name_en, ' ') AS names_en
            FROM product_tags pt JOIN tags tg ON tg.id = pt.tag_id
           WHERE pt.product_id = p2.id) t ON true
        LEFT JOIN LATERAL (
          SELECT string_agg(cg.name, ' ') AS names, string_agg(cg.name_en, ' ') AS names_en
            FROM product_categories pc JOIN categories cg ON cg.id = pc.category_id
           WHERE pc.product_id = p2.id) c ON true
        LEFT JOIN LATERAL (
          SELECT string_agg(concat_ws(' ', vr.sku, vr.ean,
                   (SELECT string_agg(concat_ws(' ', ov.value, ov.value_en), ' ')
                      FROM product_variant_values pvv JOIN product_option_values ov ON ov.id = pvv.value_id
                     WHERE pvv.variant_id = vr.id)), ' ') AS words
            FROM products vr
           WHERE vr.parent_id = p2.id) v ON true
       WHERE p2.id = ANY(product_ids)
    ) d
   WHERE p.id = d.id;
END $$;
