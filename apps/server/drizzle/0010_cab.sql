CREATE TYPE "public"."cab_call_role" AS ENUM('PASSENGER', 'MARSHAL', 'DRIVER');--> statement-breakpoint
CREATE TYPE "public"."cab_driver_event" AS ENUM('driverAssignedCabBookingGroup', 'driverAssignedCabBookingGroupUpdate');--> statement-breakpoint
CREATE TYPE "public"."cab_route_type" AS ENUM('INTER', 'INTRA');--> statement-breakpoint
CREATE TABLE "cab_bookings" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"seats" integer NOT NULL,
	"status" "booking_status" DEFAULT 'CONFIRMED' NOT NULL,
	"pickup_name" text NOT NULL,
	"pickup_address" text NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"drop_name" text NOT NULL,
	"drop_address" text NOT NULL,
	"drop_at" timestamp with time zone NOT NULL,
	"marshal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cab_bookings_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "cab_bookings_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "cab_calls" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"caller" varchar(10) NOT NULL,
	"receiver" varchar(10) NOT NULL,
	"receiver_role" "cab_call_role" NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_call_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cab_calls_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "cab_driver_messages" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"event" "cab_driver_event" NOT NULL,
	"recipient" varchar(10) NOT NULL,
	"body" text NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cab_driver_messages_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "cab_marshals" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"bus_host_id" varchar(32) NOT NULL,
	"name" text,
	"mobile" varchar(10),
	CONSTRAINT "cab_marshals_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "cab_marshals_id_unique" UNIQUE("id"),
	CONSTRAINT "cab_marshals_trip_position_unique" UNIQUE("account_id","trip_id","position")
);
--> statement-breakpoint
CREATE TABLE "cab_trips" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"group_code" varchar(24) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"from_city_id" uuid NOT NULL,
	"to_city_id" uuid NOT NULL,
	"seater" text DEFAULT '' NOT NULL,
	"passengers" integer DEFAULT 0 NOT NULL,
	"route_type" "cab_route_type" NOT NULL,
	"vehicle_rc" varchar(10),
	"driver_mobile" varchar(10),
	"driver_name" varchar(30),
	"driver_assigned_at" timestamp with time zone,
	"supply_cost_paise" integer NOT NULL,
	"contract_valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cab_trips_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "cab_trips_id_unique" UNIQUE("id"),
	CONSTRAINT "cab_trips_account_group_code_unique" UNIQUE("account_id","group_code")
);
--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD CONSTRAINT "cab_bookings_account_id_trip_id_cab_trips_account_id_id_fk" FOREIGN KEY ("account_id","trip_id") REFERENCES "public"."cab_trips"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD CONSTRAINT "cab_bookings_account_id_marshal_id_cab_marshals_account_id_id_fk" FOREIGN KEY ("account_id","marshal_id") REFERENCES "public"."cab_marshals"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_calls" ADD CONSTRAINT "cab_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_calls" ADD CONSTRAINT "cab_calls_account_id_trip_id_cab_trips_account_id_id_fk" FOREIGN KEY ("account_id","trip_id") REFERENCES "public"."cab_trips"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_driver_messages" ADD CONSTRAINT "cab_driver_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_driver_messages" ADD CONSTRAINT "cab_driver_messages_account_id_trip_id_cab_trips_account_id_id_fk" FOREIGN KEY ("account_id","trip_id") REFERENCES "public"."cab_trips"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_marshals" ADD CONSTRAINT "cab_marshals_account_id_trip_id_cab_trips_account_id_id_fk" FOREIGN KEY ("account_id","trip_id") REFERENCES "public"."cab_trips"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_trips" ADD CONSTRAINT "cab_trips_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_trips" ADD CONSTRAINT "cab_trips_from_city_id_cities_id_fk" FOREIGN KEY ("from_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_trips" ADD CONSTRAINT "cab_trips_to_city_id_cities_id_fk" FOREIGN KEY ("to_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cab_bookings_trip_idx" ON "cab_bookings" USING btree ("account_id","trip_id");--> statement-breakpoint
CREATE INDEX "cab_calls_trip_idx" ON "cab_calls" USING btree ("account_id","trip_id","created_at");--> statement-breakpoint
CREATE INDEX "cab_driver_messages_trip_idx" ON "cab_driver_messages" USING btree ("account_id","trip_id","sent_at");--> statement-breakpoint
CREATE INDEX "cab_trips_account_start_idx" ON "cab_trips" USING btree ("account_id","start_at");