CREATE TABLE "admin_idempotency" (
	"actor_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer DEFAULT 0 NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_idempotency_actor_id_key_hash_pk" PRIMARY KEY("actor_id","key_hash")
);
--> statement-breakpoint
CREATE INDEX "admin_idempotency_expires_idx" ON "admin_idempotency" USING btree ("expires_at");