import { randomUUID } from 'node:crypto';
import { addDaysToDate, istDateOf, istStartOfDay } from '@oc/contract';
import { and, asc, eq } from 'drizzle-orm';
import { sha256 } from '../../modules/account/demo-cheque';
import { DEMO_PROOFS, type DemoProofKey } from '../../modules/reimbursements/demo-proofs';
import type { DbOrTx } from '../client';
import { accounts, buses, reimbursements, storedFiles, users } from '../schema';
import { Rng } from './random';

type Status = 'PENDING' | 'APPROVED' | 'REJECTED';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The claims of each MG demo account, newest first (ages in days before today). Every finance
 * status, every previewable proof type (jpg, png, webp, pdf, xlsx, csv), one unsupported (.txt) and
 * one old claim without a proof (no 'View' button). Approved claims get part or all of the amount.
 */
const PLAN: { proof: DemoProofKey | null; status: Status; ageDays: number; spanDays: number }[] = [
  { proof: 'jpg', status: 'PENDING', ageDays: 1, spanDays: 6 },
  { proof: 'xlsx', status: 'PENDING', ageDays: 3, spanDays: 30 },
  { proof: 'txt', status: 'PENDING', ageDays: 5, spanDays: 2 },
  { proof: 'pdf', status: 'APPROVED', ageDays: 12, spanDays: 1 },
  { proof: 'csv', status: 'APPROVED', ageDays: 20, spanDays: 14 },
  { proof: 'webp', status: 'REJECTED', ageDays: 26, spanDays: 3 },
  { proof: 'png', status: 'APPROVED', ageDays: 34, spanDays: 7 },
  { proof: null, status: 'REJECTED', ageDays: 58, spanDays: 10 },
];

/** The MG demo logins with claims. */
const MG_DEMO_MOBILES = ['9000000002', '9000000005'];

/**
 * Reimbursement claims of the MG demo accounts (docs/architecture.md "Reimbursements"), on their
 * own buses, with proofs recorded in stored_files (written to the storage when first read, like the
 * demo cheque). Amounts and buses from this seeder's own PRNG, dates relative to `now`.
 */
export async function seedDemoReimbursements(tx: DbOrTx, opts: { now: Date }): Promise<number> {
  const now = opts.now;
  const today = istDateOf(now);
  const proofs = new Map<DemoProofKey, { data: Buffer; sha: string }>();
  for (const key of Object.keys(DEMO_PROOFS) as DemoProofKey[]) {
    const data = await DEMO_PROOFS[key].make();
    proofs.set(key, { data, sha: sha256(data) });
  }
  let count = 0;
  for (const mobileNo of MG_DEMO_MOBILES) {
    const [account] = await tx
      .select({ id: accounts.id, userId: users.id })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, 'BUSOWNER')))
      .limit(1);
    if (!account) continue;
    const fleet = await tx
      .select({ id: buses.id })
      .from(buses)
      .where(eq(buses.accountId, account.id))
      .orderBy(asc(buses.rc));
    if (fleet.length === 0) continue;
    const rng = new Rng(`${mobileNo}:BUSOWNER:reimbursements`);
    for (const plan of PLAN) {
      const bus = rng.pick(fleet);
      const amount = rng.int(8, 240) * 50; // ₹400 … ₹12,000 in steps of ₹50
      // Filed `ageDays` ago, 10:00–18:59 IST, for a period that ended 1–3 days before.
      const filedDay = addDaysToDate(today, -plan.ageDays);
      const createdAt = new Date(
        istStartOfDay(filedDay).getTime() + rng.int(10, 18) * HOUR + rng.int(0, 59) * 60_000,
      );
      const endDate = addDaysToDate(filedDay, -rng.int(1, 3));
      const startDate = addDaysToDate(endDate, -(plan.spanDays - 1));
      const decidedAt = new Date(Math.min(createdAt.getTime() + rng.int(2, 6) * DAY, now.getTime() - HOUR));
      const approvedPaise =
        plan.status === 'APPROVED' ? (rng.chance(0.5) ? amount : Math.round(amount * 0.8)) * 100 : null;
      let fileId: string | null = null;
      if (plan.proof) {
        const demo = DEMO_PROOFS[plan.proof];
        const bytes = proofs.get(plan.proof);
        if (!bytes) throw new Error(`demo proof ${plan.proof} missing`);
        fileId = randomUUID();
        await tx.insert(storedFiles).values({
          id: fileId,
          accountId: account.id,
          feature: 'reimbursementProof',
          storageKey: `reimbursementProof/${randomUUID()}`,
          displayName: demo.name,
          contentType: demo.contentType,
          sizeBytes: bytes.data.length,
          sha256: bytes.sha,
          createdAt,
        });
      }
      await tx.insert(reimbursements).values({
        accountId: account.id,
        busId: bus.id,
        startDate,
        endDate,
        amountPaise: amount * 100,
        financeStatus: plan.status,
        supplyStatus: plan.status === 'PENDING' ? 'PENDING' : 'APPROVED',
        financeApprovedPaise: approvedPaise,
        approvedAt: plan.status === 'APPROVED' ? decidedAt : null,
        decidedBy: plan.status === 'PENDING' ? null : 'admin:Demo finance',
        decidedAt: plan.status === 'PENDING' ? null : decidedAt,
        fileId,
        proofSha256: plan.proof ? (proofs.get(plan.proof)?.sha ?? null) : null,
        createdBy: account.userId,
        createdAt,
      });
      count += 1;
    }
  }
  return count;
}
