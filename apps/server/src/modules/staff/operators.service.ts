import {
  KYC_DOCUMENTS,
  ONBOARDING_MESSAGES,
  OPERATOR_DETAIL_RECENT,
  paiseToRupees,
  type OnboardOperator,
  type OperatorDetail,
  type StaffAccountDetail,
} from '@oc/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { findBankProof } from '../account/account.repository';
import { AdminService } from '../admin/admin.service';
import { DB_DOC } from '../kyc/doc-types';
import type { StaffActor } from '../audit/audit';
import { listPayouts } from '../payouts/payouts.repository';
import { listReimbursements } from '../reimbursements/reimbursements.repository';
import * as repo from './staff.repository';

/**
 * Operators as staff see and make them (contract `staff.ts`): one operator's accounts with their
 * profile facts, KYC, bank proof, wallet, latest claims and payouts; and onboarding, which is the
 * admin command's AdminService run in one transaction with the staff member as actor.
 */
export class OperatorsService {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async detail(userId: string, db: DbOrTx = this.d.db): Promise<OperatorDetail> {
    const operator = await repo.findOperator(db, userId);
    if (!operator) throw notFound('Operator not found');
    const accounts = await repo.accountsOfUsers(db, [userId]);
    const ids = accounts.map((a) => a.id);
    const profiles = await repo.profilesOf(db, ids);
    const documents = await repo.kycDocumentsOf(db, ids);
    const detailed: StaffAccountDetail[] = [];
    for (const a of accounts) {
      const profile = profiles.find((p) => p.accountId === a.id);
      const hasWallet = a.type === 'OPERATOR' || a.type === 'ELECTRIC';
      const proof = a.type === 'OPERATOR' ? await findBankProof(db, a.id) : undefined;
      const claims =
        a.type === 'BUSOWNER' ? (await listReimbursements(db, a.id)).slice(0, OPERATOR_DETAIL_RECENT) : [];
      const payouts =
        a.type === 'OPERATOR' ? (await listPayouts(db, a.id, {})).slice(0, OPERATOR_DETAIL_RECENT) : [];
      detailed.push({
        id: a.id,
        type: a.type,
        name: a.name,
        groupId: a.groupId,
        walletBalance: hasWallet ? paiseToRupees(a.balancePaise ?? 0) : null,
        subType: profile?.subType ?? null,
        turnover: profile ? paiseToRupees(profile.turnoverPaise) : null,
        isGstinRequired: profile?.isGstinRequired ?? null,
        isMsme: profile?.isMsme ?? null,
        legalName: profile?.legalName ?? null,
        kyc:
          a.type === 'OPERATOR'
            ? KYC_DOCUMENTS.map((document) => ({
                document,
                status:
                  documents.find((d) => d.accountId === a.id && d.docType === DB_DOC[document])?.status ===
                  'VERIFIED'
                    ? ('VERIFIED' as const)
                    : ('PENDING' as const),
              }))
            : [],
        bankProof: proof
          ? { status: proof.status, reason: proof.decisionReason, uploadedAt: proof.updatedAt.toISOString() }
          : null,
        claims: claims.map((c) => ({
          id: c.id,
          rc: c.rc,
          startDate: c.startDate,
          endDate: c.endDate,
          amount: paiseToRupees(c.amountPaise),
          status: c.financeStatus,
          approvedAmount: c.financeApprovedPaise === null ? null : paiseToRupees(c.financeApprovedPaise),
          reason: c.financeStatus === 'REJECTED' ? c.decisionReason : null,
        })),
        payouts: payouts.map((p) => ({
          id: p.id,
          from: p.billingStart,
          to: p.billingEnd,
          amount: paiseToRupees(p.amountPaise),
          createdOn: p.generatedOn.toISOString(),
        })),
      });
    }
    return { ...operator, accounts: detailed };
  }

  /**
   * Creates the person and their accounts with profile facts, all or nothing: the admin command's
   * rules (AdminService) inside one transaction, each step audited with the staff member.
   */
  async onboard(input: OnboardOperator, actor: StaffActor): Promise<OperatorDetail> {
    const userId = await this.d.db.transaction(async (tx) => {
      const admin = new AdminService({ db: tx, clock: this.d.clock, actor });
      if (await repo.findOperatorByMobile(tx, input.mobileNo))
        throw new HttpError(409, ONBOARDING_MESSAGES.mobileTaken, [
          { path: 'mobileNo', message: ONBOARDING_MESSAGES.mobileTaken },
        ]);
      const user = await admin.createUser({
        mobileNo: input.mobileNo,
        name: input.name,
        ...(input.email ? { email: input.email } : {}),
      });
      for (const [index, a] of input.accounts.entries()) {
        const at = (err: unknown) => {
          // Point a refusal at the account it is about (`accounts.1.groupId`).
          if (err instanceof HttpError && err.status !== 500) {
            const field = /group id/i.test(err.message) ? 'groupId' : 'type';
            throw new HttpError(err.status, err.message, [
              { path: `accounts.${index}.${field}`, message: err.message },
            ]);
          }
          throw err;
        };
        const account = await admin
          .addAccount({
            mobileNo: input.mobileNo,
            type: a.type,
            ...(a.name ? { name: a.name } : {}),
            ...(a.groupId ? { groupId: a.groupId } : {}),
          })
          .catch(at);
        const facts = {
          ...(a.subType !== undefined ? { subType: a.subType } : {}),
          ...(a.turnoverRupees !== undefined ? { turnoverRupees: a.turnoverRupees } : {}),
          ...(a.isGstinRequired !== undefined ? { isGstinRequired: a.isGstinRequired } : {}),
          ...(a.isMsme !== undefined ? { isMsme: a.isMsme } : {}),
        };
        if (Object.keys(facts).length > 0)
          await admin
            .setProfile({
              mobileNo: input.mobileNo,
              type: account.type,
              ...(account.groupId ? { groupId: account.groupId } : {}),
              ...facts,
            })
            .catch(at);
      }
      return user.id;
    });
    return this.detail(userId);
  }
}
