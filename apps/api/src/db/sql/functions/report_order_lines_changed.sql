-- Order lines changed by a statement, into the products' sales summaries (docs/decisions/064):
-- `changes` holds each line inserted (sign 1, as it is now) and deleted (sign -1, as it was); an
-- updated line is both. They count at their order's day, only if the order is a sale (not
-- cancelled). A product's orders change by whether the order has a line of it (a deleted product:
-- of its title) now against before the statement: the lines there now, less those the statement
-- added, plus those it removed.
CREATE OR REPLACE FUNCTION report_order_lines_changed(changes jsonb) RETURNS void
  LANGUAGE sql AS $$
  WITH changed AS (
    SELECT c.order_id, c.product_id,
           CASE WHEN c.product_id IS NULL THEN c.title ELSE '' END AS title,
           c.sign * c.units AS units, c.sign * c.revenue AS revenue,
           (c.sign = 1)::int AS added, (c.sign = -1)::int AS removed
      FROM jsonb_to_recordset(changes)
           AS c(order_id integer, product_id integer, title text, units bigint, revenue bigint, sign integer)
  ), keyed AS (
    SELECT ch.order_id, ch.product_id, ch.title, sum(ch.units)::bigint AS units,
           sum(ch.revenue)::bigint AS revenue, sum(ch.added)::int AS added, sum(ch.removed)::int AS removed
      FROM changed ch
     GROUP BY ch.order_id, ch.product_id, ch.title
  ), counted AS (
    SELECT report_shop_day(o.created_at) AS day, k.product_id, k.title, k.units, k.revenue, k.added, k.removed,
           (SELECT count(*)::int FROM order_lines l
             WHERE l.order_id = k.order_id AND l.product_id IS NOT DISTINCT FROM k.product_id
               AND (k.product_id IS NOT NULL OR l.title = k.title)) AS lines_now
      FROM keyed k JOIN orders o ON o.id = k.order_id
     WHERE o.status <> 'cancelled' AND o.cancelled_at IS NULL
  )
  SELECT report_add_product_sales(
           array_agg(ct.day), array_agg(ct.product_id), array_agg(ct.title), array_agg(ct.units),
           array_agg(ct.revenue),
           array_agg((ct.lines_now > 0)::int - (ct.lines_now - ct.added + ct.removed > 0)::int))
    FROM counted ct;
$$;
