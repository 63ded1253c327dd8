CREATE TABLE "automatic_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"percent" integer NOT NULL,
	"buy_quantity" integer DEFAULT 0 NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automatic_discounts_kind_check" CHECK ("automatic_discounts"."kind" IN ('percent', 'buy_x_get_y')),
	CONSTRAINT "automatic_discounts_percent_check" CHECK ("automatic_discounts"."percent" BETWEEN 1 AND 100),
	CONSTRAINT "automatic_discounts_buy_quantity_check" CHECK (CASE "automatic_discounts"."kind" WHEN 'buy_x_get_y' THEN "automatic_discounts"."buy_quantity" BETWEEN 1 AND 98 ELSE "automatic_discounts"."buy_quantity" = 0 END),
	CONSTRAINT "automatic_discounts_window_check" CHECK ("automatic_discounts"."starts_at" IS NULL OR "automatic_discounts"."ends_at" IS NULL OR "automatic_discounts"."starts_at" < "automatic_discounts"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_kind_check";--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_value_check";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "automatic_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "automatic_discount_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "automatic_discount_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "automatic_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "automatic_discounts_active_idx" ON "automatic_discounts" USING btree ("ends_at") WHERE "automatic_discounts"."is_active";--> statement-breakpoint
CREATE INDEX "order_lines_automatic_discount_idx" ON "order_lines" USING btree ("automatic_discount_id") WHERE "order_lines"."automatic_discount_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_min_quantity_check" CHECK ("coupons"."min_quantity" BETWEEN 0 AND 1000);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" IN ('percent', 'fixed', 'free_shipping'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value_check" CHECK (CASE "coupons"."kind" WHEN 'free_shipping' THEN "coupons"."value" = 0 WHEN 'percent' THEN "coupons"."value" BETWEEN 1 AND 100 ELSE "coupons"."value" > 0 END);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_automatic_discount_check" CHECK ("order_lines"."automatic_discount" >= 0 AND "order_lines"."automatic_discount" <= "order_lines"."discount_share");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_automatic_discount_check" CHECK ("orders"."automatic_discount" >= 0 AND "orders"."automatic_discount" <= "orders"."discount");--> statement-breakpoint
CREATE VIEW "public"."order_discount_lines" AS (SELECT l.order_id, l.automatic_discount_id AS discount_id, l.automatic_discount AS amount,
             l.line_total - l.discount_share AS net, o.status <> 'cancelled' AS live
        FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE l.automatic_discount_id IS NOT NULL);--> statement-breakpoint
CREATE VIEW "public"."order_totals" AS (SELECT id, total, status <> 'cancelled' AS live FROM orders);