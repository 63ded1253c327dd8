ALTER TABLE "invoices" DROP CONSTRAINT "invoices_credit_note_check";--> statement-breakpoint
DROP INDEX "invoices_one_per_order";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "order_version" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_version" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_order_edit" ON "refunds" USING btree ("order_id","order_version") WHERE "refunds"."order_version" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order_edit" ON "invoices" USING btree ("order_id","kind","order_version") WHERE "invoices"."order_version" IS NOT NULL AND "invoices"."refund_id" IS NULL AND "invoices"."return_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice' AND "invoices"."order_version" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_due_check" CHECK ("orders"."amount_due" >= 0 AND "orders"."amount_due" <= "orders"."total");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_check" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."corrects_id" IS NOT NULL) AND ("invoices"."kind" = 'invoice' OR "invoices"."refund_id" IS NOT NULL OR "invoices"."return_id" IS NOT NULL OR "invoices"."order_version" IS NOT NULL));--> statement-breakpoint
-- A refund recorded, changed or deleted, into sales_days at the refund's own day (docs/decisions/056,
-- 064): every refund counts, store credit included, but an edit's refund (order_version set,
-- docs/decisions/061): it pays back what the edit took off the order's total, which the sales
-- already count at its new amount.
CREATE OR REPLACE FUNCTION report_on_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.order_version IS NULL THEN
    PERFORM report_add_sales(report_shop_day(OLD.created_at), 0, 0, 0, -OLD.amount::bigint, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.order_version IS NULL THEN
    PERFORM report_add_sales(report_shop_day(NEW.created_at), 0, 0, 0, NEW.amount::bigint, 1);
  END IF;
  RETURN NULL;
END $$;
