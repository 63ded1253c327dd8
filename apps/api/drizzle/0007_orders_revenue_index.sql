-- The dashboard's daily revenue reads, for the last month's orders, only these columns: with them in
-- the index it is one index-only pass instead of a visit to every order's row (1,000,000-order
-- bench: bench/README.md). Drizzle's index builder has no INCLUDE, so it lives here only.
CREATE INDEX "orders_revenue_idx" ON "orders" USING btree ("created_at") INCLUDE ("id", "total", "status", "paid_at", "payment_method");
