CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"cui" text NOT NULL,
	"trade_register" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"privacy_email" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"hours" jsonb NOT NULL,
	"shipping_cost" integer NOT NULL,
	"free_shipping_from" integer NOT NULL,
	"delivery_days_min" smallint NOT NULL,
	"delivery_days_max" smallint NOT NULL,
	"return_days" smallint NOT NULL,
	"refund_days" smallint NOT NULL,
	"warranty_months" smallint NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_shipping_check" CHECK ("shop_settings"."shipping_cost" >= 0 AND "shop_settings"."free_shipping_from" >= 0),
	CONSTRAINT "shop_settings_delivery_check" CHECK ("shop_settings"."delivery_days_min" >= 1 AND "shop_settings"."delivery_days_min" <= "shop_settings"."delivery_days_max"),
	CONSTRAINT "shop_settings_return_check" CHECK ("shop_settings"."return_days" >= 14 AND "shop_settings"."refund_days" BETWEEN 1 AND 14),
	CONSTRAINT "shop_settings_warranty_check" CHECK ("shop_settings"."warranty_months" >= 24)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The demo shop's settings: a company that does not exist, with a CUI, trade register number and
-- IBAN whose control digits are right, so the site reads as a real shop would until the owner
-- writes their own in the admin. The figures are the ones the shop used before they became settings.
INSERT INTO "shop_settings" ("id", "company_name", "cui", "trade_register", "address", "phone", "email",
  "privacy_email", "bank_name", "iban", "hours", "shipping_cost", "free_shipping_from", "delivery_days_min",
  "delivery_days_max", "return_days", "refund_days", "warranty_months")
VALUES (1, 'Salvia Naturals SRL', 'RO45281631', 'J40/11873/2021',
  'Str. Doamnei nr. 12, et. 2, 030167 București, Sector 3', '021 310 45 67', 'contact@salvia-naturals.ro',
  'protectia.datelor@salvia-naturals.ro', 'Banca Transilvania', 'RO59BTRLRONCRT0481739201',
  '[{"days":[1,2,3,4,5],"open":"09:00","close":"18:00"},{"days":[6],"open":"10:00","close":"14:00"}]',
  2500, 20000, 1, 4, 30, 7, 24);
--> statement-breakpoint
-- The public settings answer is kept by the catalogue cache; a change clears it in every process.
CREATE TRIGGER shop_settings_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
