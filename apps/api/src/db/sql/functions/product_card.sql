-- A product card exactly as the API sends it (ProductSummary, compact JSON), from the product's
-- own columns and its facts. A page of products is then its stored cards joined by commas:
-- neither PostgreSQL nor the server rebuilds 21 fields of 24 cards on every read. `are_variante`:
-- the product has variants (docs/decisions/059, 060), so its card shows "from" its price and leads
-- to its page, where a size or shade is chosen, instead of adding it to the cart.
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
           p.net_quantity AS cantitate_neta, p.unit AS unitate,
           EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id) AS are_variante) card
$$;
