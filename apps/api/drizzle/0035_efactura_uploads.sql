CREATE TABLE "efactura_connection" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"env" text,
	"access_token" text,
	"refresh_token" text,
	"access_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"connected_by" integer,
	"pending_state_hash" text,
	"pending_state_expires_at" timestamp with time zone,
	"pending_state_by" integer,
	"pending_state_by_email" text,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "efactura_connection_single_row" CHECK ("efactura_connection"."id" = 1),
	CONSTRAINT "efactura_connection_env_check" CHECK ("efactura_connection"."env" IS NULL OR "efactura_connection"."env" IN ('test', 'prod'))
);
--> statement-breakpoint
CREATE TABLE "efactura_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"state" text NOT NULL,
	"endpoint" text NOT NULL,
	"cif" text NOT NULL,
	"document_code" text NOT NULL,
	"xml" text NOT NULL,
	"upload_index" text,
	"download_id" text,
	"errors" jsonb,
	"archive_path" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status_checks" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"checks_day" date,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "efactura_uploads_state_check" CHECK ("efactura_uploads"."state" IN ('invalid', 'sending', 'unknown', 'uploaded', 'accepted', 'rejected', 'lost')),
	CONSTRAINT "efactura_uploads_endpoint_check" CHECK ("efactura_uploads"."endpoint" IN ('upload', 'uploadb2c'))
);
--> statement-breakpoint
ALTER TABLE "efactura_connection" ADD CONSTRAINT "efactura_connection_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_connection" ADD CONSTRAINT "efactura_connection_pending_state_by_users_id_fk" FOREIGN KEY ("pending_state_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_uploads" ADD CONSTRAINT "efactura_uploads_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "efactura_uploads_one_open_per_invoice" ON "efactura_uploads" USING btree ("invoice_id") WHERE "efactura_uploads"."state" IN ('sending', 'unknown', 'uploaded');--> statement-breakpoint
CREATE UNIQUE INDEX "efactura_uploads_index_unique" ON "efactura_uploads" USING btree ("upload_index") WHERE "efactura_uploads"."upload_index" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "efactura_uploads_due_idx" ON "efactura_uploads" USING btree ("next_check_at") WHERE "efactura_uploads"."state" IN ('sending', 'unknown', 'uploaded');--> statement-breakpoint
CREATE INDEX "efactura_uploads_invoice_idx" ON "efactura_uploads" USING btree ("invoice_id","id");