CREATE TABLE "return_request_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_request_lines_line_unique" UNIQUE("return_id","order_line_id"),
	CONSTRAINT "return_request_lines_quantity_check" CHECK ("return_request_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"iban" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"refund_method" text,
	"refund_amount" integer,
	"refund_id" integer,
	"voucher_id" integer,
	"voucher_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "return_requests_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" IN ('defective', 'not_fit', 'wrong_order', 'other')),
	CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" IN ('requested', 'approved', 'refused', 'received', 'refunded')),
	CONSTRAINT "return_requests_refund_check" CHECK (("return_requests"."status" = 'refunded') = ("return_requests"."refund_method" IS NOT NULL AND "return_requests"."refund_amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_user_idx" ON "return_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at","id");