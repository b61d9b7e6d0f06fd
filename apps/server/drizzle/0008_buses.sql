CREATE TYPE "public"."bus_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TABLE "buses" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rc" varchar(10) NOT NULL,
	"status" "bus_status" DEFAULT 'ACTIVE' NOT NULL,
	"bus_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buses_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "buses_id_unique" UNIQUE("id"),
	CONSTRAINT "buses_account_rc_unique" UNIQUE("account_id","rc")
);
--> statement-breakpoint
ALTER TABLE "buses" ADD CONSTRAINT "buses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buses" ADD CONSTRAINT "buses_bus_type_id_bus_types_id_fk" FOREIGN KEY ("bus_type_id") REFERENCES "public"."bus_types"("id") ON DELETE no action ON UPDATE no action;