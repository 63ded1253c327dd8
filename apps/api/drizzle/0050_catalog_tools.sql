ALTER TABLE "products" ADD COLUMN "cost_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_publish_at_idx" ON "products" USING btree ("publish_at") WHERE "products"."publish_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cost_price_check" CHECK ("products"."cost_price" IS NULL OR "products"."cost_price" >= 0);