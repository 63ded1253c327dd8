CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"platform" text NOT NULL,
	"token_kind" text NOT NULL,
	"locale" text NOT NULL,
	"customer_id" integer,
	"app_version" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_token_unique" UNIQUE("token"),
	CONSTRAINT "devices_platform_check" CHECK ("devices"."platform" IN ('android', 'ios')),
	CONSTRAINT "devices_token_kind_check" CHECK ("devices"."token_kind" IN ('fcm', 'apns')),
	CONSTRAINT "devices_locale_check" CHECK ("devices"."locale" IN ('ro', 'en'))
);
--> statement-breakpoint
CREATE TABLE "push_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"audience" text NOT NULL,
	"customer_id" integer,
	"sent_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_messages_audience_check" CHECK ("push_messages"."audience" IN ('all', 'customer', 'offers'))
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "push_outbox_message_device_unique" UNIQUE("message_id","device_id"),
	CONSTRAINT "push_outbox_status_check" CHECK ("push_outbox"."status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_message_id_push_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."push_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_customer_idx" ON "devices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("next_attempt_at") WHERE "push_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "push_outbox_device_idx" ON "push_outbox" USING btree ("device_id");--> statement-breakpoint
CREATE VIEW "public"."newsletter_subscribed_emails" AS (SELECT email FROM newsletter_subscribers WHERE status = 'subscribed');