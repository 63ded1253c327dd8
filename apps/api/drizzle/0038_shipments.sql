CREATE TABLE "shipment_sync_cursors" (
	"courier" text PRIMARY KEY NOT NULL,
	"synced_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"courier" text NOT NULL,
	"awb" text NOT NULL,
	"state" text DEFAULT 'registered' NOT NULL,
	"courier_status" text,
	"delivery" text NOT NULL,
	"locker_id" text,
	"weight_grams" integer NOT NULL,
	"parcels" integer NOT NULL,
	"cash_on_delivery" integer NOT NULL,
	"insured_value" integer NOT NULL,
	"cost" integer,
	"tracking_url" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "shipments_state_check" CHECK (state IN ('registered','picked_up','in_transit','out_for_delivery','delivered','returned','cancelled','failed')),
	CONSTRAINT "shipments_delivery_check" CHECK ("shipments"."delivery" IN ('address', 'pickup_point')),
	CONSTRAINT "shipments_locker_check" CHECK (("shipments"."delivery" = 'pickup_point') = ("shipments"."locker_id" IS NOT NULL)),
	CONSTRAINT "shipments_amounts_check" CHECK ("shipments"."weight_grams" > 0 AND "shipments"."parcels" BETWEEN 1 AND 99 AND "shipments"."cash_on_delivery" >= 0 AND "shipments"."insured_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_awb_idx" ON "shipments" USING btree ("courier","awb");--> statement-breakpoint
CREATE INDEX "shipments_state_idx" ON "shipments" USING btree ("state");--> statement-breakpoint
CREATE VIEW "public"."order_live_awbs" AS (SELECT order_id, courier, awb, tracking_url FROM shipments WHERE cancelled_at IS NULL);--> statement-breakpoint
CREATE VIEW "public"."order_parcel_weight" AS (SELECT l.order_id,
             COALESCE(SUM(l.quantity * p.weight_grams), 0)::int AS known_grams,
             COALESCE(SUM(l.quantity) FILTER (WHERE p.weight_grams IS NULL), 0)::int AS units_without_weight
        FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
       GROUP BY l.order_id);