CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_permissions_known_check" CHECK ("roles"."permissions" <@ ARRAY['catalogue','orders','refunds','customers','stock','content','marketing','settings','staff','audit','reports']::text[])
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower_idx" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_seed_key_idx" ON "roles" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "staff_roles_role_idx" ON "staff_roles" USING btree ("role_id");--> statement-breakpoint
-- Every shop starts with the four roles of docs/decisions/055.
INSERT INTO "roles" ("name", "permissions", "seed_key") VALUES
	('Administrator', ARRAY['catalogue','orders','refunds','customers','stock','content','marketing','settings','staff','audit','reports']::text[], 'administrator'),
	('Magazin', ARRAY['orders','stock']::text[], 'magazin'),
	('Conținut', ARRAY['content']::text[], 'continut'),
	('Marketing', ARRAY['marketing']::text[], 'marketing');--> statement-breakpoint
-- Staff of a shop in use keep an admin that works: each existing staff account (not a superuser,
-- who needs no role) becomes an Administrator; the superuser narrows them afterwards.
INSERT INTO "staff_roles" ("user_id", "role_id")
SELECT u."id", r."id" FROM "users" u CROSS JOIN "roles" r
WHERE u."is_staff" AND NOT u."is_superuser" AND r."seed_key" = 'administrator';
