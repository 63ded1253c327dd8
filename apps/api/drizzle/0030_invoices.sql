CREATE TABLE "invoice_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"prefix" text NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "invoice_series_prefix_unique" UNIQUE("prefix"),
	CONSTRAINT "invoice_series_kind_check" CHECK ("invoice_series"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "invoice_series_prefix_check" CHECK ("invoice_series"."prefix" ~ '^[A-Z0-9]{1,10}$'),
	CONSTRAINT "invoice_series_next_number_check" CHECK ("invoice_series"."next_number" BETWEEN 1 AND 999999)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"series_id" integer NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"order_id" integer NOT NULL,
	"corrects_id" integer,
	"refund_id" integer,
	"return_id" integer,
	"issue_date" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_kind" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_cui" text,
	"net_total" integer NOT NULL,
	"vat_total" integer NOT NULL,
	"gross_total" integer NOT NULL,
	"document" jsonb NOT NULL,
	"efactura_state" text DEFAULT 'pending' NOT NULL,
	"efactura_upload_index" text,
	"efactura_download_id" text,
	"efactura_errors" jsonb,
	"efactura_updated_at" timestamp with time zone,
	"efactura_accepted_at" timestamp with time zone,
	"created_by" integer,
	CONSTRAINT "invoices_code_unique" UNIQUE("code"),
	CONSTRAINT "invoices_series_number_unique" UNIQUE("series_id","number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "invoices_buyer_kind_check" CHECK ("invoices"."buyer_kind" IN ('person', 'company')),
	CONSTRAINT "invoices_efactura_state_check" CHECK ("invoices"."efactura_state" IN ('pending', 'uploaded', 'accepted', 'rejected')),
	CONSTRAINT "invoices_credit_note_check" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."corrects_id" IS NOT NULL) AND ("invoices"."kind" = 'invoice' OR "invoices"."refund_id" IS NOT NULL OR "invoices"."return_id" IS NOT NULL)),
	CONSTRAINT "invoices_totals_check" CHECK ("invoices"."net_total" >= 0 AND "invoices"."vat_total" >= 0 AND "invoices"."gross_total" = "invoices"."net_total" + "invoices"."vat_total")
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "registered_street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "registered_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "registered_county" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "registered_postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "share_capital" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_series_id_invoice_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."invoice_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_series_one_active_per_kind" ON "invoice_series" USING btree ("kind") WHERE "invoice_series"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_refund" ON "invoices" USING btree ("refund_id") WHERE "invoices"."refund_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_voucher_return" ON "invoices" USING btree ("return_id") WHERE "invoices"."return_id" IS NOT NULL AND "invoices"."refund_id" IS NULL;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "invoices_efactura_open_idx" ON "invoices" USING btree ("efactura_state","issue_date") WHERE "invoices"."efactura_state" <> 'accepted';--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_share_capital_check" CHECK ("shop_settings"."share_capital" >= 0);--> statement-breakpoint
-- The demo shop's registered office, split the way an invoice's UBL needs it, and its share capital.
UPDATE "shop_settings" SET "registered_street" = 'Str. Doamnei nr. 12, et. 2', "registered_city" = 'Sector 3',
  "registered_county" = 'București', "registered_postal_code" = '030167', "share_capital" = 20000 WHERE "id" = 1;
--> statement-breakpoint
-- One series for invoices and one for credit notes, each starting at 1; staff change them in the admin.
INSERT INTO "invoice_series" ("kind", "prefix", "next_number") VALUES ('invoice', 'SLV', 1), ('credit_note', 'SLVS', 1);
