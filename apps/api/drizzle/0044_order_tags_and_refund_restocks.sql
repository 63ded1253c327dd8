CREATE TABLE "order_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"tag" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_tags_tag_check" CHECK (length("order_tags"."tag") BETWEEN 1 AND 40)
);
--> statement-breakpoint
CREATE TABLE "refund_restocks" (
	"refund_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "refund_restocks_refund_id_product_id_pk" PRIMARY KEY("refund_id","product_id"),
	CONSTRAINT "refund_restocks_quantity_check" CHECK ("refund_restocks"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_restocks" ADD CONSTRAINT "refund_restocks_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_restocks" ADD CONSTRAINT "refund_restocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_tags_order_tag_idx" ON "order_tags" USING btree ("order_id",lower("tag"));--> statement-breakpoint
CREATE INDEX "order_tags_tag_idx" ON "order_tags" USING btree (lower("tag"),"order_id");