-- A referral code: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), 31^8 codes.
CREATE FUNCTION shop_referral_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 8)
$$;--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_user_id" integer PRIMARY KEY NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."referred_user_id" <> "referrals"."referrer_user_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_source_unique" UNIQUE("source"),
	CONSTRAINT "wallet_entries_amount_check" CHECK ("wallet_entries"."amount" <> 0),
	CONSTRAINT "wallet_entries_balance_check" CHECK ("wallet_entries"."balance_after" >= 0),
	CONSTRAINT "wallet_entries_kind_check" CHECK ("wallet_entries"."kind" IN ('payment', 'payment_return', 'refund', 'referral_cashback', 'referral_reversal', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text DEFAULT shop_referral_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "voucher_origin" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "voucher_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wallet_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referrer_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_entries_order_idx" ON "wallet_entries" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_idx" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("owner_user_id","id") WHERE "coupons"."owner_user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_one_welcome_idx" ON "coupons" USING btree ("owner_user_id") WHERE "coupons"."voucher_origin" = 'welcome';--> statement-breakpoint
CREATE INDEX "orders_referrer_idx" ON "orders" USING btree ("referrer_id") WHERE "orders"."referrer_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_voucher_check" CHECK (("coupons"."owner_user_id" IS NULL) = ("coupons"."voucher_origin" IS NULL) AND ("coupons"."voucher_origin" IS NULL OR "coupons"."voucher_origin" IN ('welcome', 'return', 'staff')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_wallet_amount_check" CHECK ("orders"."wallet_amount" >= 0 AND "orders"."wallet_amount" <= "orders"."total");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" IN ('cash', 'transfer', 'sandbox', 'stripe', 'wallet'));--> statement-breakpoint
-- The wallet's ledger is append-only: a movement is corrected by another movement, never edited.
CREATE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON "wallet_entries"
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
