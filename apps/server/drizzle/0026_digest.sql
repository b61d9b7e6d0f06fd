CREATE TABLE "digest_sends" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"channel" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "digest_sends_account_id_day_pk" PRIMARY KEY("account_id","day"),
	CONSTRAINT "digest_sends_status_check" CHECK ("digest_sends"."status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "digest_subscriptions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"email" text,
	"unsubscribe_token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "digest_subscriptions_channel_check" CHECK ("digest_subscriptions"."channel" in ('email', 'whatsapp', 'sms')),
	CONSTRAINT "digest_subscriptions_email_check" CHECK ("digest_subscriptions"."channel" <> 'email' or "digest_subscriptions"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD CONSTRAINT "digest_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_sends_day_status_idx" ON "digest_sends" USING btree ("day","status");--> statement-breakpoint
CREATE INDEX "message_outbox_created_idx" ON "message_outbox" USING btree ("created_at");