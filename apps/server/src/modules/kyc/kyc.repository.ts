import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  aadhaarOtpTransactions,
  accountProfiles,
  accounts,
  kycDocuments,
  kycEvents,
  users,
} from '../../db/schema';

export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type DbDocType = KycDocumentRow['docType'];
export type AadhaarTxnRow = typeof aadhaarOtpTransactions.$inferSelect;

/** The account, its profile and its owner. */
export async function findProfile(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      ownerName: users.name,
      ownerEmail: users.email,
      mobileNo: users.mobileNo,
      subType: accountProfiles.subType,
      isGstinRequired: accountProfiles.isGstinRequired,
      isMsme: accountProfiles.isMsme,
      turnoverPaise: accountProfiles.turnoverPaise,
      walletBalancePaise: accountProfiles.walletBalancePaise,
      legalName: accountProfiles.legalName,
      email: accountProfiles.email,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row;
}

export async function listDocuments(db: DbOrTx, accountId: string): Promise<KycDocumentRow[]> {
  return db.select().from(kycDocuments).where(eq(kycDocuments.accountId, accountId));
}

export async function findDocument(db: DbOrTx, accountId: string, docType: DbDocType) {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.accountId, accountId), eq(kycDocuments.docType, docType)));
  return row;
}

/**
 * Stores a verified document unless one is verified already (then answers undefined): the
 * conditional upsert keeps a verified document locked even against a parallel verification.
 */
export async function storeVerified(
  db: DbOrTx,
  row: { accountId: string; docType: DbDocType; value: string; holderName: string; at: Date },
): Promise<KycDocumentRow | undefined> {
  const values = {
    accountId: row.accountId,
    docType: row.docType,
    value: row.value,
    status: 'VERIFIED' as const,
    holderName: row.holderName,
    verifiedAt: row.at,
    updatedAt: row.at,
  };
  const [stored] = await db
    .insert(kycDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [kycDocuments.accountId, kycDocuments.docType],
      set: {
        value: values.value,
        status: values.status,
        holderName: values.holderName,
        verifiedAt: values.verifiedAt,
        updatedAt: values.updatedAt,
      },
      setWhere: ne(kycDocuments.status, 'VERIFIED'),
    })
    .returning();
  return stored;
}

export async function insertEvent(db: DbOrTx, row: typeof kycEvents.$inferInsert): Promise<void> {
  await db.insert(kycEvents).values(row);
}

export async function latestAadhaarTxn(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select()
    .from(aadhaarOtpTransactions)
    .where(eq(aadhaarOtpTransactions.accountId, accountId))
    .orderBy(desc(aadhaarOtpTransactions.createdAt))
    .limit(1);
  return row;
}

export async function insertAadhaarTxn(
  db: DbOrTx,
  row: typeof aadhaarOtpTransactions.$inferInsert,
): Promise<AadhaarTxnRow> {
  const [inserted] = await db.insert(aadhaarOtpTransactions).values(row).returning();
  if (!inserted) throw new Error('Aadhaar OTP transaction not stored');
  return inserted;
}

/** The account's transaction, locked for the rest of the database transaction. */
export async function lockAadhaarTxn(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(aadhaarOtpTransactions)
    .where(and(eq(aadhaarOtpTransactions.accountId, accountId), eq(aadhaarOtpTransactions.id, id)))
    .for('update');
  return row;
}

export async function countTry(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(aadhaarOtpTransactions)
    .set({ tries: sql`${aadhaarOtpTransactions.tries} + 1` })
    .where(eq(aadhaarOtpTransactions.id, id))
    .returning({ tries: aadhaarOtpTransactions.tries });
  return row?.tries ?? 0;
}

export async function consumeAadhaarTxn(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(aadhaarOtpTransactions).set({ consumedAt: at }).where(eq(aadhaarOtpTransactions.id, id));
}

export async function listEvents(db: DbOrTx, accountId: string) {
  return db.select().from(kycEvents).where(eq(kycEvents.accountId, accountId)).orderBy(kycEvents.createdAt);
}
