CREATE VIEW "public"."blog_category_names" AS (SELECT id, name FROM blog_categories);--> statement-breakpoint
CREATE VIEW "public"."blog_post_names" AS (SELECT id, title AS name FROM blog_posts);--> statement-breakpoint
CREATE VIEW "public"."category_names" AS (SELECT id, name FROM categories);--> statement-breakpoint
CREATE VIEW "public"."coupon_names" AS (SELECT id, code AS name FROM coupons);--> statement-breakpoint
CREATE VIEW "public"."order_names" AS (SELECT id, '#' || id || ' · ' || btrim(first_name || ' ' || last_name) AS name FROM orders);--> statement-breakpoint
CREATE VIEW "public"."product_names" AS (SELECT id, title AS name FROM products);--> statement-breakpoint
CREATE VIEW "public"."tag_names" AS (SELECT id, name FROM tags);