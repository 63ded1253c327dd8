ALTER TABLE "order_lines" ADD COLUMN "automatic_discount_percent" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "automatic_discount_buy_quantity" integer;--> statement-breakpoint
-- The lines sold before the terms were kept (docs/decisions/080): a percentage's terms from what it took off the line, a "buy N"'s from its rule as it stands.
UPDATE "order_lines" AS l SET
  "automatic_discount_percent" = CASE
    WHEN d."kind" = 'percent' AND l."line_total" > 0
      THEN LEAST(100, GREATEST(1, round(l."automatic_discount" * 100.0 / l."line_total")))::integer
    ELSE d."percent" END,
  "automatic_discount_buy_quantity" = CASE WHEN d."kind" = 'buy_x_get_y' THEN d."buy_quantity" ELSE 0 END
FROM "automatic_discounts" AS d
WHERE d."id" = l."automatic_discount_id";--> statement-breakpoint
UPDATE "order_lines" SET
  "automatic_discount_percent" = LEAST(100, GREATEST(1, round("automatic_discount" * 100.0 / NULLIF("line_total", 0))))::integer,
  "automatic_discount_buy_quantity" = 0
WHERE "automatic_discount_id" IS NOT NULL AND "automatic_discount_percent" IS NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_automatic_terms_check" CHECK (("order_lines"."automatic_discount_id" IS NULL) = ("order_lines"."automatic_discount_percent" IS NULL) AND ("order_lines"."automatic_discount_percent" IS NULL) = ("order_lines"."automatic_discount_buy_quantity" IS NULL));