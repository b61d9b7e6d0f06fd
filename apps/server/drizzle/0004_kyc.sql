CREATE TABLE "aadhaar_otp_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"aadhaar_hash" text NOT NULL,
	"last4" varchar(4) NOT NULL,
	"provider_txn_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "home_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"confirmed_seats" integer NOT NULL,
	"cancelled_seats" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"event" varchar(32) NOT NULL,
	"document_type" varchar(16) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_name" text,
	"account_name" text NOT NULL,
	"registered_number" varchar(10) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aadhaar_otp_transactions" ADD CONSTRAINT "aadhaar_otp_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_snapshots" ADD CONSTRAINT "home_snapshots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_events" ADD CONSTRAINT "kyc_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aadhaar_otp_account_idx" ON "aadhaar_otp_transactions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "home_snapshots_account_idx" ON "home_snapshots" USING btree ("account_id","taken_at");--> statement-breakpoint
CREATE INDEX "kyc_events_account_idx" ON "kyc_events" USING btree ("account_id","created_at");