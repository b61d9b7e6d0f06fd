CREATE TYPE "public"."reimbursement_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "reimbursements" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bus_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"finance_status" "reimbursement_status" DEFAULT 'PENDING' NOT NULL,
	"supply_status" "reimbursement_status" DEFAULT 'PENDING' NOT NULL,
	"finance_approved_paise" bigint,
	"approved_at" timestamp with time zone,
	"decided_by" varchar(120),
	"decided_at" timestamp with time zone,
	"file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reimbursements_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "reimbursements_id_unique" UNIQUE("id"),
	CONSTRAINT "reimbursements_period" CHECK ("reimbursements"."start_date" <= "reimbursements"."end_date"),
	CONSTRAINT "reimbursements_amount_positive" CHECK ("reimbursements"."amount_paise" > 0),
	CONSTRAINT "reimbursements_decision" CHECK (("reimbursements"."finance_status" = 'APPROVED') = ("reimbursements"."finance_approved_paise" IS NOT NULL AND "reimbursements"."approved_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_account_id_bus_id_buses_account_id_id_fk" FOREIGN KEY ("account_id","bus_id") REFERENCES "public"."buses"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_account_id_file_id_stored_files_account_id_id_fk" FOREIGN KEY ("account_id","file_id") REFERENCES "public"."stored_files"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reimbursements_account_created_idx" ON "reimbursements" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "reimbursements_account_bus_idx" ON "reimbursements" USING btree ("account_id","bus_id");