CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cart_value" integer NOT NULL,
	"line_count" smallint NOT NULL,
	"order_id" integer,
	"converted_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_cart_check" CHECK ("checkout_sessions"."cart_value" >= 0 AND "checkout_sessions"."line_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_sales_days" (
	"day" date NOT NULL,
	"code" text NOT NULL,
	"uses" integer NOT NULL,
	"discount" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "coupon_sales_days_day_code_pk" PRIMARY KEY("day","code")
);
--> statement-breakpoint
CREATE TABLE "product_sales_days" (
	"day" date NOT NULL,
	"product_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"units" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "product_sales_days_key" UNIQUE NULLS NOT DISTINCT("day","product_id","title")
);
--> statement-breakpoint
CREATE TABLE "product_sales_months" (
	"month" date NOT NULL,
	"product_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"units" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "product_sales_months_key" UNIQUE NULLS NOT DISTINCT("month","product_id","title")
);
--> statement-breakpoint
CREATE TABLE "product_sales_quarters" (
	"quarter" date NOT NULL,
	"product_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"units" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "product_sales_quarters_key" UNIQUE NULLS NOT DISTINCT("quarter","product_id","title")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP VIEW "public"."product_sales";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_created_idx" ON "checkout_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_sales_days_product_idx" ON "product_sales_days" USING btree ("product_id","day");--> statement-breakpoint
CREATE VIEW "public"."product_sales" AS (SELECT product_id, day, units FROM product_sales_days WHERE product_id IS NOT NULL);--> statement-breakpoint
-- From src/db/sql: the report_* functions, then the summaries filled, then their triggers.
-- The Romanian calendar day of an instant (Europe/Bucharest, as lib/shop-day.ts bounds days): the
-- day a sale or a refund counts on in the reports' summaries (docs/decisions/056, 064).
CREATE OR REPLACE FUNCTION report_shop_day(at timestamp with time zone) RETURNS date
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (at AT TIME ZONE 'Europe/Bucharest')::date
$$;
--> statement-breakpoint
-- Adds to one day of sales_days (each figure may be negative: a sale or refund taken back); the
-- day's row is deleted once it holds no order and no refund (docs/decisions/064).
CREATE OR REPLACE FUNCTION report_add_sales(sale_day date, add_orders integer, add_revenue bigint,
                                            add_shipping bigint, add_refunds bigint, add_refund_count integer)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_days AS s (day, orders, revenue, shipping, refunds, refund_count)
  VALUES (sale_day, add_orders, add_revenue, add_shipping, add_refunds, add_refund_count)
  ON CONFLICT (day) DO UPDATE
     SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue,
         shipping = s.shipping + excluded.shipping, refunds = s.refunds + excluded.refunds,
         refund_count = s.refund_count + excluded.refund_count;
  DELETE FROM sales_days s WHERE s.day = sale_day AND s.orders = 0 AND s.refund_count = 0;
$$;
--> statement-breakpoint
-- Adds to one day of a coupon code in coupon_sales_days (negative: a use taken back); the row is
-- deleted once no use is left (docs/decisions/064).
CREATE OR REPLACE FUNCTION report_add_coupon(sale_day date, coupon text, add_uses integer,
                                             add_discount bigint, add_revenue bigint)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO coupon_sales_days AS c (day, code, uses, discount, revenue)
  VALUES (sale_day, coupon, add_uses, add_discount, add_revenue)
  ON CONFLICT (day, code) DO UPDATE
     SET uses = c.uses + excluded.uses, discount = c.discount + excluded.discount,
         revenue = c.revenue + excluded.revenue;
  DELETE FROM coupon_sales_days c WHERE c.day = sale_day AND c.code = coupon AND c.uses = 0;
$$;
--> statement-breakpoint
-- Adds changes to the products' sales per day, month and quarter (docs/decisions/064): element i is a
-- day, a product (or, for a deleted product, null and the line's title; '' otherwise), and the
-- units, revenue and distinct orders to add, each possibly negative. The changes are summed per
-- row first (a statement may touch a row once) and applied in key order (concurrent orders lock
-- the rows they share in the same order); a row left with no order is deleted.
CREATE OR REPLACE FUNCTION report_add_product_sales(days date[], product_ids integer[], titles text[],
                                                    add_units bigint[], add_revenue bigint[], add_orders integer[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(days), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO product_sales_days AS s (day, product_id, title, units, revenue, orders)
  SELECT d.day, d.product_id, d.title, sum(d.units), sum(d.revenue), sum(d.orders)
    FROM unnest(days, product_ids, titles, add_units, add_revenue, add_orders)
         AS d(day, product_id, title, units, revenue, orders)
   GROUP BY d.day, d.product_id, d.title
  HAVING sum(d.units) <> 0 OR sum(d.revenue) <> 0 OR sum(d.orders) <> 0
   ORDER BY d.day, d.product_id, d.title
  ON CONFLICT ON CONSTRAINT product_sales_days_key DO UPDATE
     SET units = s.units + excluded.units, revenue = s.revenue + excluded.revenue,
         orders = s.orders + excluded.orders;
  INSERT INTO product_sales_months AS s (month, product_id, title, units, revenue, orders)
  SELECT date_trunc('month', d.day)::date, d.product_id, d.title, sum(d.units), sum(d.revenue), sum(d.orders)
    FROM unnest(days, product_ids, titles, add_units, add_revenue, add_orders)
         AS d(day, product_id, title, units, revenue, orders)
   GROUP BY 1, d.product_id, d.title
  HAVING sum(d.units) <> 0 OR sum(d.revenue) <> 0 OR sum(d.orders) <> 0
   ORDER BY 1, d.product_id, d.title
  ON CONFLICT ON CONSTRAINT product_sales_months_key DO UPDATE
     SET units = s.units + excluded.units, revenue = s.revenue + excluded.revenue,
         orders = s.orders + excluded.orders;
  INSERT INTO product_sales_quarters AS s (quarter, product_id, title, units, revenue, orders)
  SELECT date_trunc('quarter', d.day)::date, d.product_id, d.title, sum(d.units), sum(d.revenue), sum(d.orders)
    FROM unnest(days, product_ids, titles, add_units, add_revenue, add_orders)
         AS d(day, product_id, title, units, revenue, orders)
   GROUP BY 1, d.product_id, d.title
  HAVING sum(d.units) <> 0 OR sum(d.revenue) <> 0 OR sum(d.orders) <> 0
   ORDER BY 1, d.product_id, d.title
  ON CONFLICT ON CONSTRAINT product_sales_quarters_key DO UPDATE
     SET units = s.units + excluded.units, revenue = s.revenue + excluded.revenue,
         orders = s.orders + excluded.orders;
  DELETE FROM product_sales_days s
   USING unnest(days, product_ids, titles) AS d(day, product_id, title)
   WHERE s.day = d.day AND s.product_id IS NOT DISTINCT FROM d.product_id AND s.title = d.title
     AND s.orders = 0;
  DELETE FROM product_sales_months s
   USING unnest(days, product_ids, titles) AS d(day, product_id, title)
   WHERE s.month = date_trunc('month', d.day)::date AND s.product_id IS NOT DISTINCT FROM d.product_id
     AND s.title = d.title AND s.orders = 0;
  DELETE FROM product_sales_quarters s
   USING unnest(days, product_ids, titles) AS d(day, product_id, title)
   WHERE s.quarter = date_trunc('quarter', d.day)::date AND s.product_id IS NOT DISTINCT FROM d.product_id
     AND s.title = d.title AND s.orders = 0;
END $$;
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
-- An order placed, changed or deleted, into the reports' summaries (docs/decisions/064): what it
-- counted before (if it was a sale) is taken back at its old day and what it counts now added at
-- its new one: in sales_days (one order, its goods after discounts, shipping), in
-- coupon_sales_days by the code it kept, and, when it starts or stops being a sale or moves to
-- another day, its lines in the products' summaries (a change of its lines is their own trigger's).
-- Runs after an insert or update and before a delete (the lines are still there to take back).
CREATE OR REPLACE FUNCTION report_on_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_sale boolean := false;
  is_sale boolean := false;
  old_day date;
  new_day date;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_sale := OLD.status <> 'cancelled' AND OLD.cancelled_at IS NULL;
    old_day := report_shop_day(OLD.created_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_sale := NEW.status <> 'cancelled' AND NEW.cancelled_at IS NULL;
    new_day := report_shop_day(NEW.created_at);
  END IF;
  IF TG_OP = 'UPDATE' AND was_sale = is_sale
     AND (NOT was_sale OR (old_day = new_day AND OLD.total = NEW.total AND OLD.shipping_cost = NEW.shipping_cost
                           AND OLD.discount = NEW.discount AND OLD.coupon_code IS NOT DISTINCT FROM NEW.coupon_code)) THEN
    RETURN NULL;
  END IF;
  IF was_sale THEN
    PERFORM report_add_sales(old_day, -1, -(OLD.total - OLD.shipping_cost)::bigint, -OLD.shipping_cost::bigint, 0, 0);
    IF OLD.coupon_code IS NOT NULL THEN
      PERFORM report_add_coupon(old_day, OLD.coupon_code, -1, -OLD.discount::bigint, -(OLD.total - OLD.shipping_cost)::bigint);
    END IF;
  END IF;
  IF is_sale THEN
    PERFORM report_add_sales(new_day, 1, (NEW.total - NEW.shipping_cost)::bigint, NEW.shipping_cost::bigint, 0, 0);
    IF NEW.coupon_code IS NOT NULL THEN
      PERFORM report_add_coupon(new_day, NEW.coupon_code, 1, NEW.discount::bigint, (NEW.total - NEW.shipping_cost)::bigint);
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' AND (was_sale <> is_sale OR old_day IS DISTINCT FROM new_day) THEN
    PERFORM report_add_product_sales(array_agg(s.day), array_agg(g.product_id), array_agg(g.title),
                                     array_agg(s.sign * g.units), array_agg(s.sign * g.revenue), array_agg(s.sign))
       FROM (SELECT l.product_id, CASE WHEN l.product_id IS NULL THEN l.title ELSE '' END AS title,
                    sum(l.quantity)::bigint AS units, sum(l.line_total - l.discount_share)::bigint AS revenue
               FROM order_lines l
              WHERE l.order_id = OLD.id
              GROUP BY 1, 2) g
      CROSS JOIN (VALUES (old_day, -1, was_sale), (new_day, 1, is_sale)) AS s(day, sign, applies)
      WHERE s.applies;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A refund recorded, changed or deleted, into sales_days at the refund's own day (docs/decisions/056,
-- 064): every refund counts, store credit included.
CREATE OR REPLACE FUNCTION report_on_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_add_sales(report_shop_day(OLD.created_at), 0, 0, 0, -OLD.amount::bigint, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_add_sales(report_shop_day(NEW.created_at), 0, 0, 0, NEW.amount::bigint, 1);
  END IF;
  RETURN NULL;
END $$;

--> statement-breakpoint
-- The summaries of the orders and refunds placed before them (docs/decisions/064); from here on
-- the triggers below keep them.
INSERT INTO sales_days (day, orders, revenue, shipping, refunds, refund_count)
SELECT day, sum(orders), sum(revenue), sum(shipping), sum(refunds), sum(refund_count)
  FROM (SELECT report_shop_day(o.created_at) AS day, 1 AS orders, (o.total - o.shipping_cost)::bigint AS revenue,
               o.shipping_cost::bigint AS shipping, 0::bigint AS refunds, 0 AS refund_count
          FROM orders o WHERE o.status <> 'cancelled' AND o.cancelled_at IS NULL
        UNION ALL
        SELECT report_shop_day(r.created_at), 0, 0, 0, r.amount, 1 FROM refunds r) x
 GROUP BY day;
--> statement-breakpoint
INSERT INTO coupon_sales_days (day, code, uses, discount, revenue)
SELECT report_shop_day(o.created_at), o.coupon_code, count(*), sum(o.discount), sum(o.total - o.shipping_cost)
  FROM orders o
 WHERE o.status <> 'cancelled' AND o.cancelled_at IS NULL AND o.coupon_code IS NOT NULL
 GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO product_sales_days (day, product_id, title, units, revenue, orders)
SELECT report_shop_day(o.created_at), l.product_id, CASE WHEN l.product_id IS NULL THEN l.title ELSE '' END,
       sum(l.quantity), sum(l.line_total - l.discount_share), count(DISTINCT o.id)
  FROM orders o JOIN order_lines l ON l.order_id = o.id
 WHERE o.status <> 'cancelled' AND o.cancelled_at IS NULL
 GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO product_sales_months (month, product_id, title, units, revenue, orders)
SELECT date_trunc('month', day)::date, product_id, title, sum(units), sum(revenue), sum(orders)
  FROM product_sales_days
 GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO product_sales_quarters (quarter, product_id, title, units, revenue, orders)
SELECT date_trunc('quarter', month)::date, product_id, title, sum(units), sum(revenue), sum(orders)
  FROM product_sales_months
 GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Their statistics now, before the first report asks (autovacuum would come later).
ANALYZE sales_days, coupon_sales_days, product_sales_days, product_sales_months, product_sales_quarters;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_report_change" ON "orders";
--> statement-breakpoint
CREATE TRIGGER orders_report_change
  AFTER INSERT OR UPDATE OF status, cancelled_at, created_at, total, shipping_cost, discount, coupon_code
  ON orders FOR EACH ROW EXECUTE FUNCTION report_on_orders_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_report_delete" ON "orders";
--> statement-breakpoint
CREATE TRIGGER orders_report_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION report_on_orders_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_lines_report_insert" ON "order_lines";
--> statement-breakpoint
CREATE TRIGGER order_lines_report_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_on_order_lines_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_lines_report_update" ON "order_lines";
--> statement-breakpoint
CREATE TRIGGER order_lines_report_update AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_on_order_lines_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_lines_report_delete" ON "order_lines";
--> statement-breakpoint
CREATE TRIGGER order_lines_report_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_on_order_lines_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "refunds_report_change" ON "refunds";
--> statement-breakpoint
CREATE TRIGGER refunds_report_change AFTER INSERT OR DELETE OR UPDATE OF amount, created_at ON refunds
  FOR EACH ROW EXECUTE FUNCTION report_on_refunds_changed();

