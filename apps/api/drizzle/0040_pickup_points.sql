ALTER TABLE "lockers" ADD COLUMN "kind" text DEFAULT 'locker' NOT NULL;--> statement-breakpoint
ALTER TABLE "lockers" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "lockers" ADD COLUMN "courier_id" text;--> statement-breakpoint
ALTER TABLE "lockers" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lockers" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lockers" ADD CONSTRAINT "lockers_courier_point_key" UNIQUE("courier","courier_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_grams_check" CHECK ("products"."weight_grams" IS NULL OR "products"."weight_grams" BETWEEN 1 AND 100000);--> statement-breakpoint
ALTER TABLE "lockers" ADD CONSTRAINT "lockers_kind_check" CHECK ("lockers"."kind" IN ('locker', 'ooh'));--> statement-breakpoint
ALTER TABLE "lockers" ADD CONSTRAINT "lockers_courier_check" CHECK (("lockers"."courier" IS NULL) = ("lockers"."courier_id" IS NULL));