ALTER TABLE "users" ADD COLUMN "language" varchar(8);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "theme" varchar(8);--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "language" varchar(8);--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "theme" varchar(8);