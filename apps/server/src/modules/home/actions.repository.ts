import { and, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountProfiles,
  campaigns,
  kycDocuments,
  reimbursements,
  serviceContracts,
  tripRatings,
  wallets,
  weeklyPaymentSummaries,
} from '../../db/schema';

/**
 * Home's action list (issue 41): each read counts what one screen would resolve, for one account,
 * on the account's own keys (every query starts with `account_id`).
 */

/** MG: contracts whose last day is before `today`, and those ending in [today, warnUntil]. */
export async function contractsEnding(db: DbOrTx, accountId: string, today: string, warnUntil: string) {
  const [row] = await db
    .select({
      expired: sql<string>`count(*) filter (where ${serviceContracts.validTo} < ${today})`,
      expiring: sql<string>`count(*) filter (where ${serviceContracts.validTo} >= ${today} and ${serviceContracts.validTo} <= ${warnUntil})`,
    })
    .from(serviceContracts)
    .where(eq(serviceContracts.accountId, accountId));
  return { expired: Number(row?.expired ?? 0), expiring: Number(row?.expiring ?? 0) };
}

/** MG: the latest weekly statement whose week ended on or after `since`. */
export async function latestStatementSince(db: DbOrTx, accountId: string, since: string) {
  const [row] = await db
    .select({
      weekStartDate: weeklyPaymentSummaries.weekStartDate,
      weekEndDate: weeklyPaymentSummaries.weekEndDate,
      netPaise: weeklyPaymentSummaries.netPaise,
    })
    .from(weeklyPaymentSummaries)
    .where(
      and(eq(weeklyPaymentSummaries.accountId, accountId), gte(weeklyPaymentSummaries.weekEndDate, since)),
    )
    .orderBy(desc(weeklyPaymentSummaries.weekStartDate))
    .limit(1);
  return row;
}

/** MG: ratings at or below `max` given since `since`. */
export async function lowRatingsSince(db: DbOrTx, accountId: string, since: Date, max: number) {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(tripRatings)
    .where(
      and(
        eq(tripRatings.accountId, accountId),
        gte(tripRatings.ratedAt, since),
        lte(tripRatings.rating, max),
      ),
    );
  return Number(row?.n ?? 0);
}

/** MG: claims no one has decided yet (finance or supply still PENDING, neither REJECTED), and their sum. */
export async function claimsWaiting(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ n: sql<string>`count(*)`, paise: sql<string>`coalesce(sum(${reimbursements.amountPaise}), 0)` })
    .from(reimbursements)
    .where(
      and(
        eq(reimbursements.accountId, accountId),
        or(eq(reimbursements.financeStatus, 'PENDING'), eq(reimbursements.supplyStatus, 'PENDING')),
        sql`${reimbursements.financeStatus} <> 'REJECTED' and ${reimbursements.supplyStatus} <> 'REJECTED'`,
      ),
    );
  return { count: Number(row?.n ?? 0), amountPaise: Number(row?.paise ?? 0) };
}

/** GDS: deals whose last day is in [today, until]. */
export async function dealsEndingBetween(db: DbOrTx, accountId: string, today: string, until: string) {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(campaigns)
    .where(
      and(eq(campaigns.accountId, accountId), gte(campaigns.endDate, today), lte(campaigns.endDate, until)),
    );
  return Number(row?.n ?? 0);
}

/** GDS: the profile fields that decide which KYC documents are needed, and the verified ones. */
export async function kycState(db: DbOrTx, accountId: string) {
  const [profile] = await db
    .select({
      subType: accountProfiles.subType,
      isGstinRequired: accountProfiles.isGstinRequired,
      turnoverPaise: accountProfiles.turnoverPaise,
    })
    .from(accountProfiles)
    .where(eq(accountProfiles.accountId, accountId));
  if (!profile) return undefined;
  const verified = await db
    .select({ docType: kycDocuments.docType })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.accountId, accountId), inArray(kycDocuments.status, ['VERIFIED'])));
  return { ...profile, verified: verified.map((v) => v.docType) };
}

/** GDS, Electric: the wallet's balance and alert (paise; alert null: none). */
export async function walletAlert(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ balancePaise: wallets.balancePaise, alertPaise: wallets.lowBalanceAlertPaise })
    .from(wallets)
    .where(eq(wallets.accountId, accountId));
  return row;
}
