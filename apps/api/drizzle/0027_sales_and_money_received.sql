CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" IS NOT NULL;
--> statement-breakpoint
-- Decision 038: a cash-on-delivery order delivered before it recorded its attempt as collected.
UPDATE "payments" AS p
   SET "status" = 'succeeded', "succeeded_at" = o."paid_at", "failure_reason" = NULL
  FROM "orders" AS o
 WHERE p."order_id" = o."id" AND p."provider" = 'cash' AND p."status" = 'pending'
   AND o."paid_at" IS NOT NULL;
