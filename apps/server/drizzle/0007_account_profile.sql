CREATE TYPE "public"."bank_proof_status" AS ENUM('APPROVED', 'PENDING', 'CHANGE_REQUESTED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."poc_department" AS ENUM('SALES', 'OPERATIONS', 'PICKUPS');--> statement-breakpoint
CREATE TABLE "account_pocs" (
	"account_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"area" varchar(80) DEFAULT '' NOT NULL,
	"department" "poc_department" NOT NULL,
	"mobile" varchar(10) NOT NULL,
	CONSTRAINT "account_pocs_account_id_position_pk" PRIMARY KEY("account_id","position")
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"signed_by" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"effective_from" date NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "agreements_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "bank_proof_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"from_status" "bank_proof_status",
	"to_status" "bank_proof_status" NOT NULL,
	"file_id" uuid,
	"actor" varchar(120) NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_proofs" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"status" "bank_proof_status" NOT NULL,
	"file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_pocs" ADD CONSTRAINT "account_pocs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_proof_transitions" ADD CONSTRAINT "bank_proof_transitions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_proof_transitions" ADD CONSTRAINT "bank_proof_transitions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_proofs" ADD CONSTRAINT "bank_proofs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_proofs" ADD CONSTRAINT "bank_proofs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_proof_transitions_account_idx" ON "bank_proof_transitions" USING btree ("account_id","at");