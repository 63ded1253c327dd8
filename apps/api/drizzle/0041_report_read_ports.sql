CREATE VIEW "public"."product_category_members" AS (SELECT product_id, category_id FROM product_categories);--> statement-breakpoint
CREATE VIEW "public"."product_sales" AS (SELECT l.product_id, l.quantity, o.created_at AS sold_at
        FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE l.product_id IS NOT NULL AND o.status <> 'cancelled' AND o.cancelled_at IS NULL);