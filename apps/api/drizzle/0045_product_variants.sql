CREATE TABLE "product_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"value" text NOT NULL,
	"value_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_option_values_option_id_key" UNIQUE("option_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variant_values" (
	"variant_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "product_variant_values_variant_id_option_id_pk" PRIMARY KEY("variant_id","option_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_variant_id_products_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_value_fk" FOREIGN KEY ("option_id","value_id") REFERENCES "public"."product_option_values"("option_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_values_value_idx" ON "product_option_values" USING btree ("option_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_name_idx" ON "product_options" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "product_variant_values_value_idx" ON "product_variant_values" USING btree ("value_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id") WHERE "products"."parent_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean_idx" ON "products" USING btree ("ean") WHERE "products"."ean" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_check" CHECK ("products"."parent_id" IS NULL OR "products"."parent_id" <> "products"."id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ean_check" CHECK ("products"."ean" IS NULL OR "products"."ean" ~ '^([0-9]{8}|[0-9]{13})$');