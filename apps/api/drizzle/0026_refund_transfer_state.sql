ALTER TABLE "refunds" ADD COLUMN "status" text DEFAULT 'completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "completed_by" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('awaiting_transfer', 'completed'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_awaiting_manual_check" CHECK ("refunds"."status" = 'completed' OR "refunds"."method" IN ('card', 'bank'));--> statement-breakpoint
UPDATE "refunds" SET "completed_at" = "created_at" WHERE "completed_at" IS NULL;
