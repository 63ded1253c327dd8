ALTER TABLE "account_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
-- Staff accounts chose their password through a mailed link or were made by the command line
-- for a known address. Customers from before stay unverified until they open a new link.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "is_staff" OR "is_superuser";
