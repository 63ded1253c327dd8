CREATE TABLE "app_sign_in_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_login_states" ADD COLUMN "for_app" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_to" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_sign_in_codes" ADD CONSTRAINT "app_sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_sign_in_codes_expires_idx" ON "app_sign_in_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "app_sign_in_codes_user_idx" ON "app_sign_in_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_return_to_check" CHECK ("payments"."return_to" IN ('web', 'app'));