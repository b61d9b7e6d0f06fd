CREATE TYPE "public"."attachment_type" AS ENUM('image', 'video', 'audio');--> statement-breakpoint
CREATE TYPE "public"."quality_record_kind" AS ENUM('INSPECTION', 'AUDIT');--> statement-breakpoint
CREATE TYPE "public"."quality_record_name" AS ENUM('INSPECTIONONE', 'INSPECTIONTWO', 'INSPECTIONTHREE', 'INSPECTIONFOUR', 'INSPECTIONFIVE', 'RegularAudit', 'OnboardingAudit', 'TripStart Audit');--> statement-breakpoint
CREATE TABLE "quality_attachments" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"work_item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" "attachment_type" NOT NULL,
	"label" varchar(120) NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "quality_attachments_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "quality_groups" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"label" varchar(120) NOT NULL,
	CONSTRAINT "quality_groups_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "quality_groups_id_unique" UNIQUE("id"),
	CONSTRAINT "quality_groups_position_unique" UNIQUE("account_id","record_id","position")
);
--> statement-breakpoint
CREATE TABLE "quality_records" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" "quality_record_kind" NOT NULL,
	"name" "quality_record_name" NOT NULL,
	"bus_rc" varchar(10) NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quality_records_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "quality_records_id_unique" UNIQUE("id"),
	CONSTRAINT "quality_records_kind_name" CHECK (("quality_records"."kind" = 'INSPECTION') = ("quality_records"."name" in ('INSPECTIONONE','INSPECTIONTWO','INSPECTIONTHREE','INSPECTIONFOUR','INSPECTIONFIVE')))
);
--> statement-breakpoint
CREATE TABLE "quality_work_items" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"group_id" uuid,
	"position" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"value" varchar(120) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "quality_work_items_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "quality_work_items_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "trip_ratings" (
	"account_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trip_ratings_account_id_booking_id_pk" PRIMARY KEY("account_id","booking_id"),
	CONSTRAINT "trip_ratings_rating_range" CHECK ("trip_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "quality_attachments" ADD CONSTRAINT "quality_attachments_item_fk" FOREIGN KEY ("account_id","work_item_id") REFERENCES "public"."quality_work_items"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_attachments" ADD CONSTRAINT "quality_attachments_file_fk" FOREIGN KEY ("account_id","file_id") REFERENCES "public"."stored_files"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_groups" ADD CONSTRAINT "quality_groups_record_fk" FOREIGN KEY ("account_id","record_id") REFERENCES "public"."quality_records"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_records" ADD CONSTRAINT "quality_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_records" ADD CONSTRAINT "quality_records_bus_fk" FOREIGN KEY ("account_id","bus_rc") REFERENCES "public"."buses"("account_id","rc") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "quality_work_items" ADD CONSTRAINT "quality_work_items_record_fk" FOREIGN KEY ("account_id","record_id") REFERENCES "public"."quality_records"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_work_items" ADD CONSTRAINT "quality_work_items_group_fk" FOREIGN KEY ("account_id","group_id") REFERENCES "public"."quality_groups"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_booking_fk" FOREIGN KEY ("account_id","booking_id") REFERENCES "public"."bookings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_trip_fk" FOREIGN KEY ("account_id","trip_id") REFERENCES "public"."trips"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_attachments_item_idx" ON "quality_attachments" USING btree ("account_id","work_item_id","position");--> statement-breakpoint
CREATE INDEX "quality_records_filter_idx" ON "quality_records" USING btree ("account_id","name","closed_at");--> statement-breakpoint
CREATE INDEX "quality_records_bus_idx" ON "quality_records" USING btree ("account_id","bus_rc","closed_at");--> statement-breakpoint
CREATE INDEX "quality_work_items_record_idx" ON "quality_work_items" USING btree ("account_id","record_id","position");--> statement-breakpoint
CREATE INDEX "trip_ratings_trip_idx" ON "trip_ratings" USING btree ("account_id","trip_id");