-- The hourly sweep's lookups of expired rows (lib/sweep.ts, docs/security.md "Bounded tables") are
-- index scans: it deletes them in batches (`ctid IN (SELECT ctid … LIMIT n)`), and without these
-- each batch would scan the whole table, however few of its rows had expired.
CREATE INDEX "otp_expires_idx" ON "otp_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_events_created_idx" ON "rate_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refresh_family_expires_idx" ON "refresh_tokens" USING btree ("family_expires_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "aadhaar_otp_expires_idx" ON "aadhaar_otp_transactions" USING btree ("expires_at");