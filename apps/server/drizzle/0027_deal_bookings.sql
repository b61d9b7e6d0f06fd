ALTER TABLE "bookings" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_campaign_idx" ON "bookings" USING btree ("account_id","campaign_id") WHERE "bookings"."campaign_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_check" CHECK ("bookings"."discount_paise" >= 0 and ("bookings"."campaign_id" is not null or "bookings"."discount_paise" = 0));