CREATE TABLE "order_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"tag" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_tags_tag_check" CHECK (length("order_tags"."tag") BETWEEN 1 AND 40)
);
--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_tags_order_tag_idx" ON "order_tags" USING btree ("order_id",lower("tag"));--> statement-breakpoint
CREATE INDEX "order_tags_tag_idx" ON "order_tags" USING btree (lower("tag"),"order_id");