-- The reports (docs/decisions/056) read, over up to a year of orders, only the sales (orders not
-- cancelled) and of them these columns: a partial index holding them is one index-only pass
-- instead of a visit to every order's row; the best sellers then reach each order's lines through
-- the second index, again without the table. Drizzle's index builder has no INCLUDE, so they live
-- here only (bench/README.md, "Reports").
CREATE INDEX "orders_sales_report_idx" ON "orders" USING btree ("created_at") INCLUDE ("id", "total", "shipping_cost", "discount", "coupon_code") WHERE "status" <> 'cancelled' AND "cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "order_lines_report_idx" ON "order_lines" USING btree ("order_id") INCLUDE ("product_id", "quantity", "line_total", "discount_share");
