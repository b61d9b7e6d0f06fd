CREATE TYPE "public"."account_type" AS ENUM('OPERATOR', 'BUSOWNER', 'ELECTRIC', 'CABOWNER');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('CONFIRMED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."kyc_doc_type" AS ENUM('PAN', 'AADHAAR', 'GSTIN', 'MSME');--> statement-breakpoint
CREATE TYPE "public"."kyc_status" AS ENUM('PENDING', 'VERIFIED');--> statement-breakpoint
CREATE TYPE "public"."sales_channel" AS ENUM('WEB', 'APP', 'AGENT', 'PARTNER', 'COUNTER');--> statement-breakpoint
CREATE TYPE "public"."seat_type" AS ENUM('SEATER', 'SLEEPER');--> statement-breakpoint
CREATE TYPE "public"."sub_type" AS ENUM('INDIVIDUAL', 'COMPANY', 'PROPRIETORSHIP', 'LLP', 'PARTNERSHIP');--> statement-breakpoint
CREATE TYPE "public"."trip_status" AS ENUM('SCHEDULED', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "account_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"sub_type" "sub_type" DEFAULT 'INDIVIDUAL' NOT NULL,
	"is_gstin_required" boolean DEFAULT false NOT NULL,
	"is_msme" boolean DEFAULT true NOT NULL,
	"turnover_paise" bigint DEFAULT 0 NOT NULL,
	"wallet_balance_paise" bigint DEFAULT 0 NOT NULL,
	"legal_name" text NOT NULL,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "account_type" NOT NULL,
	"name" text NOT NULL,
	"group_id" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_group_id_unique" UNIQUE("group_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"pnr" varchar(16) NOT NULL,
	"passenger_name" text NOT NULL,
	"passenger_mobile" varchar(10) NOT NULL,
	"seat_type" "seat_type" NOT NULL,
	"seat_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"seats" integer NOT NULL,
	"fare_paise" integer NOT NULL,
	"status" "booking_status" DEFAULT 'CONFIRMED' NOT NULL,
	"channel" "sales_channel" NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "bookings_pnr_unique" UNIQUE("account_id","pnr")
);
--> statement-breakpoint
CREATE TABLE "bus_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"seater_count" integer DEFAULT 0 NOT NULL,
	"sleeper_count" integer DEFAULT 0 NOT NULL,
	"is_electric" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bus_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"account_id" uuid NOT NULL,
	"doc_type" "kyc_doc_type" NOT NULL,
	"value" text NOT NULL,
	"status" "kyc_status" DEFAULT 'PENDING' NOT NULL,
	"holder_name" text,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_account_id_doc_type_pk" PRIMARY KEY("account_id","doc_type")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"from_city_id" uuid NOT NULL,
	"to_city_id" uuid NOT NULL,
	"start_time" time NOT NULL,
	"duration_minutes" integer NOT NULL,
	"bus_type_id" uuid NOT NULL,
	"base_seater_fare_paise" integer,
	"base_sleeper_fare_paise" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "services_id_unique" UNIQUE("id"),
	CONSTRAINT "services_account_name_unique" UNIQUE("account_id","name")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"trip_date" date NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"status" "trip_status" DEFAULT 'SCHEDULED' NOT NULL,
	"bus_rc" varchar(10),
	CONSTRAINT "trips_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "trips_id_unique" UNIQUE("id"),
	CONSTRAINT "trips_service_date_unique" UNIQUE("account_id","service_id","trip_date")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_no" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_no_unique" UNIQUE("mobile_no")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_no" varchar(10) NOT NULL,
	"purpose" varchar(16) DEFAULT 'login' NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_no" varchar(10) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_account_id_trip_id_trips_account_id_id_fk" FOREIGN KEY ("account_id","trip_id") REFERENCES "public"."trips"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_from_city_id_cities_id_fk" FOREIGN KEY ("from_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_to_city_id_cities_id_fk" FOREIGN KEY ("to_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_bus_type_id_bus_types_id_fk" FOREIGN KEY ("bus_type_id") REFERENCES "public"."bus_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_account_id_service_id_services_account_id_id_fk" FOREIGN KEY ("account_id","service_id") REFERENCES "public"."services"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "bookings_account_booked_idx" ON "bookings" USING btree ("account_id","booked_at");--> statement-breakpoint
CREATE INDEX "bookings_trip_idx" ON "bookings" USING btree ("account_id","trip_id");--> statement-breakpoint
CREATE INDEX "trips_account_date_idx" ON "trips" USING btree ("account_id","trip_date");--> statement-breakpoint
CREATE INDEX "otp_mobile_created_idx" ON "otp_challenges" USING btree ("mobile_no","created_at");--> statement-breakpoint
CREATE INDEX "otp_ip_created_idx" ON "otp_challenges" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "rate_events_bucket_idx" ON "rate_events" USING btree ("bucket","created_at");--> statement-breakpoint
CREATE INDEX "refresh_family_idx" ON "refresh_tokens" USING btree ("family_id");