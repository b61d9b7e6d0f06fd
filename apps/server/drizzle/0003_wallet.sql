CREATE TYPE "public"."payment_order_status" AS ENUM('PENDING', 'SUCCESS', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."wallet_entry_type" AS ENUM('DEBIT', 'CREDIT');--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"status" "payment_order_status" DEFAULT 'PENDING' NOT NULL,
	"provider" varchar(16) NOT NULL,
	"gateway_ref" varchar(64),
	"gateway_payment_id" varchar(64),
	"mobile_no" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_gateway_payment_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bo_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"billing_start" date NOT NULL,
	"billing_end" date NOT NULL,
	"generated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by_system" boolean DEFAULT true NOT NULL,
	"pnr_wise_report" text,
	CONSTRAINT "payouts_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "payouts_id_unique" UNIQUE("id"),
	CONSTRAINT "payouts_dates_check" CHECK ("payouts"."billing_end" >= "payouts"."billing_start"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(24) NOT NULL,
	"type" "wallet_entry_type" NOT NULL,
	"amount_paise" bigint NOT NULL,
	"closing_balance_paise" bigint NOT NULL,
	"description" text NOT NULL,
	"source" varchar(24) NOT NULL,
	"order_id" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "wallet_entries_id_unique" UNIQUE("id"),
	CONSTRAINT "wallet_entries_code_unique" UNIQUE("code"),
	CONSTRAINT "wallet_entries_order_unique" UNIQUE("order_id"),
	CONSTRAINT "wallet_entries_amount_check" CHECK ("wallet_entries"."amount_paise" > 0),
	CONSTRAINT "wallet_entries_closing_check" CHECK ("wallet_entries"."closing_balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_account_idx" ON "payment_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_gateway_ref_idx" ON "payment_orders" USING btree ("gateway_ref");--> statement-breakpoint
CREATE INDEX "payouts_account_end_idx" ON "payouts" USING btree ("account_id","billing_end");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_time_idx" ON "wallet_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE FUNCTION "wallet_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'wallet entries are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_entries_no_update" BEFORE UPDATE ON "wallet_entries" FOR EACH ROW EXECUTE FUNCTION "wallet_entries_append_only"();
