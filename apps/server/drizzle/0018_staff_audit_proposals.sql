CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" varchar(16) NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" varchar(16),
	"account_id" uuid,
	"kind" varchar(64) NOT NULL,
	"entity" varchar(64) NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'PROPOSED' NOT NULL,
	"account_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"result_ref" text,
	CONSTRAINT "proposals_status" CHECK ("proposals"."status" in ('PROPOSED', 'APPLIED', 'REJECTED', 'WITHDRAWN')),
	CONSTRAINT "proposals_not_self" CHECK ("proposals"."status" not in ('APPLIED', 'REJECTED') or "proposals"."decided_by" <> "proposals"."proposed_by")
);
--> statement-breakpoint
CREATE TABLE "staff_refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" varchar(16) NOT NULL,
	"password_hash" text,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"set_password_token_hash" text,
	"set_password_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_users_set_password_token_hash_unique" UNIQUE("set_password_token_hash"),
	CONSTRAINT "staff_users_role" CHECK ("staff_users"."role" in ('support', 'finance', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_proposed_by_staff_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_refresh_tokens" ADD CONSTRAINT "staff_refresh_tokens_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_account_at_idx" ON "audit_events" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_actor_at_idx" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "proposals_status_idx" ON "proposals" USING btree ("status","proposed_at");--> statement-breakpoint
CREATE INDEX "staff_refresh_family_idx" ON "staff_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "staff_refresh_family_expires_idx" ON "staff_refresh_tokens" USING btree ("family_expires_at");--> statement-breakpoint
-- The audit trail is append-only (docs/security.md "Audit trail"): no row is changed or removed,
-- whoever asks. The triggers hold for every role, superusers and the tables' owner included; the
-- rights are revoked as well, so a role that is neither gets "permission denied" first.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_events" FROM PUBLIC, CURRENT_USER;
