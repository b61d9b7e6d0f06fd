CREATE TABLE "commission_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"global_commission" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_settings_global_check" CHECK ("commission_settings"."global_commission" between 5 and 100)
);
--> statement-breakpoint
CREATE TABLE "service_date_pricing" (
	"account_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"trip_date" date NOT NULL,
	"discount" smallint,
	"seater_fare_paise" integer,
	"sleeper_fare_paise" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_date_pricing_account_id_service_id_trip_date_pk" PRIMARY KEY("account_id","service_id","trip_date"),
	CONSTRAINT "service_date_pricing_discount_check" CHECK ("service_date_pricing"."discount" between 5 and 100),
	CONSTRAINT "service_date_pricing_fare_check" CHECK ("service_date_pricing"."seater_fare_paise" between 5000 and 300000 and "service_date_pricing"."sleeper_fare_paise" between 5000 and 300000)
);
--> statement-breakpoint
CREATE TABLE "service_pricing" (
	"account_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"seat_limit" smallint,
	"fallback_seater_paise" integer,
	"fallback_sleeper_paise" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_pricing_account_id_service_id_pk" PRIMARY KEY("account_id","service_id"),
	CONSTRAINT "service_pricing_seat_limit_check" CHECK ("service_pricing"."seat_limit" between 5 and 100),
	CONSTRAINT "service_pricing_fallback_check" CHECK ("service_pricing"."fallback_seater_paise" between 5000 and 300000 and "service_pricing"."fallback_sleeper_paise" between 5000 and 300000)
);
--> statement-breakpoint
ALTER TABLE "commission_settings" ADD CONSTRAINT "commission_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_date_pricing" ADD CONSTRAINT "service_date_pricing_service_fk" FOREIGN KEY ("account_id","service_id") REFERENCES "public"."services"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pricing" ADD CONSTRAINT "service_pricing_service_fk" FOREIGN KEY ("account_id","service_id") REFERENCES "public"."services"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_date_pricing_account_date_idx" ON "service_date_pricing" USING btree ("account_id","trip_date");