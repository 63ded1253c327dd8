-- A customer's earlier duplicate reviews of one product keep their text but no longer name the account.
UPDATE "reviews" r SET "user_id" = NULL
 WHERE r."user_id" IS NOT NULL
   AND EXISTS (SELECT 1 FROM "reviews" n WHERE n."user_id" = r."user_id" AND n."product_id" = r."product_id" AND n."id" > r."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_product_idx" ON "reviews" USING btree ("user_id","product_id") WHERE "reviews"."user_id" IS NOT NULL;