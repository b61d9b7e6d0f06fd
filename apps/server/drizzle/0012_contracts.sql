CREATE TYPE "public"."contract_type" AS ENUM('MINIMUM_GUARANTEE', 'REVENUE_SHARE');--> statement-breakpoint
CREATE TYPE "public"."payout_frequency" AS ENUM('WEEKLY', 'FORTNIGHTLY', 'MONTHLY');--> statement-breakpoint
CREATE TABLE "mg_payout_terms" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"commercial_percentage" numeric(5, 4) NOT NULL,
	"tds_percentage" numeric(5, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mg_payout_terms_range" CHECK ("mg_payout_terms"."commercial_percentage" between 0 and 1 and "mg_payout_terms"."tds_percentage" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "revenue_brackets" (
	"account_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"start_paise" bigint NOT NULL,
	"end_paise" bigint,
	"company_share" numeric(5, 4) NOT NULL,
	"operator_share" numeric(5, 4) NOT NULL,
	CONSTRAINT "revenue_brackets_account_id_contract_id_position_pk" PRIMARY KEY("account_id","contract_id","position"),
	CONSTRAINT "revenue_brackets_range" CHECK ("revenue_brackets"."start_paise" >= 0 and ("revenue_brackets"."end_paise" is null or "revenue_brackets"."end_paise" > "revenue_brackets"."start_paise")),
	CONSTRAINT "revenue_brackets_shares" CHECK ("revenue_brackets"."company_share" + "revenue_brackets"."operator_share" = 1 and "revenue_brackets"."operator_share" >= 0 and "revenue_brackets"."company_share" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_contracts" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" "contract_type" NOT NULL,
	"payout_frequency" "payout_frequency" DEFAULT 'WEEKLY' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"running_cost_paise" integer NOT NULL,
	"cancellation_charge" numeric(5, 4) NOT NULL,
	"free_demand_cancellation" integer DEFAULT 0 NOT NULL,
	"base_fuel_rate_paise" integer NOT NULL,
	"round_trip_toll_paise" integer DEFAULT 0 NOT NULL,
	"additional_guarantee_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_contracts_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "service_contracts_id_unique" UNIQUE("id"),
	CONSTRAINT "service_contracts_service_unique" UNIQUE("account_id","service_id"),
	CONSTRAINT "service_contracts_validity" CHECK ("service_contracts"."valid_to" >= "service_contracts"."valid_from"),
	CONSTRAINT "service_contracts_amounts" CHECK ("service_contracts"."running_cost_paise" >= 0 and "service_contracts"."base_fuel_rate_paise" >= 0 and "service_contracts"."round_trip_toll_paise" >= 0 and "service_contracts"."additional_guarantee_paise" >= 0 and "service_contracts"."free_demand_cancellation" >= 0),
	CONSTRAINT "service_contracts_cancellation" CHECK ("service_contracts"."cancellation_charge" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "weekly_payment_summaries" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"operator_name" text NOT NULL,
	"week_start_date" date NOT NULL,
	"week_end_date" date NOT NULL,
	"commercial_percentage" numeric(5, 4) NOT NULL,
	"tds_percentage" numeric(5, 4) NOT NULL,
	"earnings_paise" bigint NOT NULL,
	"commercial_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gst_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"addition_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_payment_summaries_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "weekly_payment_summaries_id_unique" UNIQUE("id"),
	CONSTRAINT "weekly_payment_summaries_week_unique" UNIQUE("account_id","week_start_date"),
	CONSTRAINT "weekly_payment_summaries_week" CHECK ("weekly_payment_summaries"."week_end_date" = "weekly_payment_summaries"."week_start_date" + 6)
);
--> statement-breakpoint
ALTER TABLE "mg_payout_terms" ADD CONSTRAINT "mg_payout_terms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_brackets" ADD CONSTRAINT "revenue_brackets_account_id_contract_id_service_contracts_account_id_id_fk" FOREIGN KEY ("account_id","contract_id") REFERENCES "public"."service_contracts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contracts" ADD CONSTRAINT "service_contracts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contracts" ADD CONSTRAINT "service_contracts_account_id_service_id_services_account_id_id_fk" FOREIGN KEY ("account_id","service_id") REFERENCES "public"."services"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_payment_summaries" ADD CONSTRAINT "weekly_payment_summaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;