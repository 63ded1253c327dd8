-- The three statement triggers of order_lines (insert, update, delete): the lines after
-- (new_rows) and before (old_rows) the statement, into the products' sales summaries
-- (docs/decisions/064). Statement-level, so that a product deleted (its lines set to no product)
-- or an order edited line by line is one change.
CREATE OR REPLACE FUNCTION report_on_order_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added jsonb := '[]';
  removed jsonb := '[]';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'order_id', n.order_id, 'product_id', n.product_id, 'title', n.title, 'units', n.quantity,
             'revenue', n.line_total - n.discount_share, 'sign', 1)), '[]')
      INTO added FROM new_rows n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'order_id', o.order_id, 'product_id', o.product_id, 'title', o.title, 'units', o.quantity,
             'revenue', o.line_total - o.discount_share, 'sign', -1)), '[]')
      INTO removed FROM old_rows o;
  END IF;
  PERFORM report_order_lines_changed(added || removed);
  RETURN NULL;
END $$;
