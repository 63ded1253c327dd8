CREATE TABLE "refund_restocks" (
	"refund_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "refund_restocks_refund_id_product_id_pk" PRIMARY KEY("refund_id","product_id"),
	CONSTRAINT "refund_restocks_quantity_check" CHECK ("refund_restocks"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund_restocks" ADD CONSTRAINT "refund_restocks_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_restocks" ADD CONSTRAINT "refund_restocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;