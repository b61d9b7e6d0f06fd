-- Wallet entries are append-only: no row is ever deleted either (0003 refused UPDATE only).
CREATE TRIGGER "wallet_entries_no_delete" BEFORE DELETE ON "wallet_entries" FOR EACH ROW EXECUTE FUNCTION "wallet_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "wallet_entries_no_truncate" BEFORE TRUNCATE ON "wallet_entries" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_entries_append_only"();
