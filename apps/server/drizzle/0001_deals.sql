CREATE TYPE "public"."campaign_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."deal_type" AS ENUM('CUSTOM', 'EARLYBIRD', 'LASTMINUTE');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('ABSOLUTE', 'PERCENTAGE');--> statement-breakpoint
CREATE TABLE "campaign_services" (
	"account_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_services_account_id_campaign_id_service_id_pk" PRIMARY KEY("account_id","campaign_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(16) NOT NULL,
	"type" "deal_type" NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"discount_value" integer NOT NULL,
	"min_seat_value_paise" integer NOT NULL,
	"max_discount_paise" integer,
	"stop_deal_at_seat_count" integer,
	"stop_deal_days_before" integer,
	"start_deal_hours_before" integer,
	"start_deal_below_occupancy" integer,
	"stop_deal_at_occupancy" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"applicable_days" text[] NOT NULL,
	"exclusion_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"status" "campaign_status" DEFAULT 'ACTIVE' NOT NULL,
	"renewed_from_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "campaigns_id_unique" UNIQUE("id"),
	CONSTRAINT "campaigns_code_unique" UNIQUE("code"),
	CONSTRAINT "campaigns_dates_check" CHECK ("campaigns"."end_date" >= "campaigns"."start_date"),
	CONSTRAINT "campaigns_discount_check" CHECK (("campaigns"."discount_type" = 'ABSOLUTE' and "campaigns"."discount_value" > 0 and "campaigns"."max_discount_paise" is null)
        or ("campaigns"."discount_type" = 'PERCENTAGE' and "campaigns"."discount_value" between 1 and 100 and "campaigns"."max_discount_paise" > 0)),
	CONSTRAINT "campaigns_min_seat_check" CHECK ("campaigns"."min_seat_value_paise" > 0),
	CONSTRAINT "campaigns_days_check" CHECK (cardinality("campaigns"."applicable_days") between 1 and 7
        and "campaigns"."applicable_days" <@ array['MON','TUE','WED','THU','FRI','SAT','SUN']::text[]),
	CONSTRAINT "campaigns_occupancy_check" CHECK (coalesce("campaigns"."start_deal_below_occupancy", 1) between 1 and 100 and coalesce("campaigns"."stop_deal_at_occupancy", 1) between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "campaign_services" ADD CONSTRAINT "campaign_services_campaign_fk" FOREIGN KEY ("account_id","campaign_id") REFERENCES "public"."campaigns"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_services" ADD CONSTRAINT "campaign_services_service_fk" FOREIGN KEY ("account_id","service_id") REFERENCES "public"."services"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_renewed_from_fk" FOREIGN KEY ("account_id","renewed_from_id") REFERENCES "public"."campaigns"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_services_service_idx" ON "campaign_services" USING btree ("account_id","service_id");--> statement-breakpoint
CREATE INDEX "campaigns_account_created_idx" ON "campaigns" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_account_end_idx" ON "campaigns" USING btree ("account_id","end_date");