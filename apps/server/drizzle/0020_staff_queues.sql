CREATE TABLE "kyc_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"document_type" varchar(16) NOT NULL,
	"decision" varchar(24) NOT NULL,
	"reason" text,
	"name_on_document" text NOT NULL,
	"decided_by" uuid NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reimbursements" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "kyc_reviews" ADD CONSTRAINT "kyc_reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_reviews" ADD CONSTRAINT "kyc_reviews_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_reviews_account_idx" ON "kyc_reviews" USING btree ("account_id","document_type","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_one_waiting" ON "proposals" USING btree ("kind","subject") WHERE "proposals"."status" = 'PROPOSED' and "proposals"."subject" is not null;