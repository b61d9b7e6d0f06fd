import { randomUUID } from 'node:crypto';
import { addDaysToDate, istDateOf, istStartOfDay } from '@oc/contract';
import { asc, eq } from 'drizzle-orm';
import { demoChequePdf, sha256 } from '../../modules/account/demo-cheque';
import type { DbOrTx } from '../client';
import {
  accountPocs,
  accounts,
  agreements,
  bankProofTransitions,
  bankProofs,
  storedFiles,
  users,
} from '../schema';

const DAY = 86_400_000;
type Status = 'APPROVED' | 'PENDING' | 'CHANGE_REQUESTED' | 'REJECTED';

/**
 * Bank proof of the demo OPERATOR accounts, as its history (oldest first): every status is on one
 * of them. APPROVED (9000000001), PENDING (9000000005), REJECTED (9000000006: the upload form, the
 * same view as no bank proof at all) and CHANGE_REQUESTED (9000000007: the upload form under
 * 'Change requested'); the admin command approves or rejects a PENDING one.
 */
const BANK_PROOF_HISTORY: Record<string, Status[]> = {
  '9000000001': ['PENDING', 'APPROVED'],
  '9000000005': ['PENDING'],
  '9000000006': ['PENDING', 'REJECTED'],
  '9000000007': ['PENDING', 'APPROVED', 'CHANGE_REQUESTED'],
};

const POC_PEOPLE = [
  ['Suresh Patil', 'SALES'],
  ['Kavya Rao', 'OPERATIONS'],
  ['Arjun Mehta', 'PICKUPS'],
  ['Lakshmi Nair', 'SALES'],
  ['Imran Shaikh', 'OPERATIONS'],
  ['Deepa Joshi', 'PICKUPS'],
  ['Vikram Gill', 'OPERATIONS'],
  ['Neha Kulkarni', 'SALES'],
] as const;
const AREAS = ['Bengaluru', 'Pune', 'Chennai', 'Hyderabad', 'Mumbai', 'Delhi NCR', 'Chandigarh', 'Kochi'];

const AGREEMENTS = {
  OPERATOR: [
    ['GDS Operator Services Agreement', 420],
    ['Commission Addendum 2026', 45],
  ],
  BUSOWNER: [
    ['Minimum Guarantee Fleet Agreement', 380],
    ['Revenue Share Addendum 2026', 30],
  ],
} as const;

/**
 * The account screen's demo data (docs/architecture.md "Account"): two POCs on every account, the
 * bank proof states above (with their transitions and the demo cheque recorded in stored_files,
 * written to the storage when first read), and two signed agreements per OPERATOR and MG account
 * (their PDFs are rendered and stored at the first download). Deterministic apart from ids.
 */
export async function seedDemoAccountProfiles(tx: DbOrTx, opts: { now: Date }): Promise<void> {
  const now = opts.now;
  const rows = await tx
    .select({
      id: accounts.id,
      type: accounts.type,
      userId: users.id,
      mobileNo: users.mobileNo,
      owner: users.name,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .orderBy(asc(accounts.createdAt), asc(accounts.name));

  const pocs: (typeof accountPocs.$inferInsert)[] = [];
  const agreementRows: (typeof agreements.$inferInsert)[] = [];
  rows.forEach((a, i) => {
    for (let k = 0; k < 2; k++) {
      const [name, department] = POC_PEOPLE[(i * 2 + k) % POC_PEOPLE.length] ?? POC_PEOPLE[0];
      pocs.push({
        accountId: a.id,
        position: k,
        name,
        area: AREAS[(i + k) % AREAS.length] ?? '',
        department,
        mobile: `98${String(45_000_000 + i * 10 + k).padStart(8, '0')}`,
      });
    }
    if (a.type === 'OPERATOR' || a.type === 'BUSOWNER') {
      for (const [name, daysAgo] of AGREEMENTS[a.type]) {
        const day = addDaysToDate(istDateOf(now), -daysAgo);
        agreementRows.push({
          accountId: a.id,
          name,
          signedBy: a.owner,
          // 11:30 IST on that day
          signedAt: new Date(istStartOfDay(day).getTime() + 11.5 * 3_600_000),
          effectiveFrom: addDaysToDate(day, 1),
        });
      }
    }
  });
  if (pocs.length > 0) await tx.insert(accountPocs).values(pocs);
  if (agreementRows.length > 0) await tx.insert(agreements).values(agreementRows);

  const cheque = await demoChequePdf();
  const chequeSha = sha256(cheque);
  for (const a of rows) {
    const history = a.type === 'OPERATOR' ? BANK_PROOF_HISTORY[a.mobileNo] : undefined;
    if (!history) continue;
    const uploadedAt = new Date(now.getTime() - (history.length + 2) * DAY);
    const fileId = randomUUID();
    await tx.insert(storedFiles).values({
      id: fileId,
      accountId: a.id,
      feature: 'chequeProof',
      storageKey: `chequeProof/${randomUUID()}`,
      displayName: 'cancelled-cheque.pdf',
      contentType: 'application/pdf',
      sizeBytes: cheque.length,
      sha256: chequeSha,
      createdAt: uploadedAt,
    });
    let from: Status | null = null;
    const transitions: (typeof bankProofTransitions.$inferInsert)[] = history.map((to, k) => {
      const t = {
        accountId: a.id,
        fromStatus: from,
        toStatus: to,
        fileId: to === 'PENDING' ? fileId : null,
        actor: to === 'PENDING' || to === 'CHANGE_REQUESTED' ? a.userId : 'admin:Demo back office',
        at: new Date(uploadedAt.getTime() + k * DAY),
      };
      from = to;
      return t;
    });
    const last = transitions.at(-1);
    if (!last) continue;
    await tx.insert(bankProofTransitions).values(transitions);
    await tx
      .insert(bankProofs)
      .values({ accountId: a.id, status: last.toStatus, fileId, updatedAt: last.at });
  }
}
