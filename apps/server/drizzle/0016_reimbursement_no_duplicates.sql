-- An exact duplicate claim is refused by the database itself (issue 36 item 6): the proof's sha256
-- is kept on the claim, unique with the account, bus, dates and amount, so parallel identical
-- requests create one claim. A REJECTED claim does not count: it may be filed again unchanged. Existing claims get their proof's sha256, except a later copy of an
-- exact duplicate already filed (left NULL: it stays, and no longer blocks the index).
ALTER TABLE "reimbursements" ADD COLUMN "proof_sha256" varchar(64);--> statement-breakpoint
UPDATE "reimbursements" AS r SET "proof_sha256" = f."sha256"
FROM "stored_files" AS f
WHERE f."account_id" = r."account_id" AND f."id" = r."file_id"
  AND NOT EXISTS (
    SELECT 1 FROM "reimbursements" AS e
    JOIN "stored_files" AS g ON g."account_id" = e."account_id" AND g."id" = e."file_id"
    WHERE e."account_id" = r."account_id" AND e."bus_id" = r."bus_id"
      AND e."start_date" = r."start_date" AND e."end_date" = r."end_date"
      AND e."amount_paise" = r."amount_paise" AND g."sha256" = f."sha256"
      AND e."finance_status" <> 'REJECTED' AND r."finance_status" <> 'REJECTED'
      AND (e."created_at", e."id") < (r."created_at", r."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "reimbursements_no_duplicate" ON "reimbursements" USING btree ("account_id","bus_id","start_date","end_date","amount_paise","proof_sha256") WHERE "reimbursements"."finance_status" <> 'REJECTED';
