import {
  QUEUE_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type BankProofDecision,
  type BankProofQueueItem,
  type ClaimDecision,
  type ClaimQueueItem,
  type KycQueueItem,
  type KycReviewDecision,
  type ProofPreview,
} from '@oc/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { formatDate } from '../../lib/format';
import { HttpError, conflict, fieldError, notFound } from '../../lib/http-error';
import { decideBankProof } from '../account/account.service';
import { findBankProof, listPendingBankProofs } from '../account/account.repository';
import { recordAudit, type StaffActor } from '../audit/audit';
import type { FilesService, OpenedFile } from '../files/files.service';
import type { ProposalsService } from '../proposals/proposals.service';
import { decideReimbursement, type ReimbursementsService } from '../reimbursements/reimbursements.service';
import {
  findClaim,
  insertKycReview,
  listKycMismatches,
  listPendingClaims,
  lockKycReviews,
  setLegalName,
} from './queues.repository';

/**
 * The back office's queues (contract `queues.ts`): what waits for a person. Bank proofs (the
 * account module's `decideBankProof`, also the admin command's), reimbursement claims (the
 * reimbursements module's `decideReimbursement`; above the approval limit a proposal), and KYC name
 * mismatches (`kyc_reviews`).
 */
export class QueuesService {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      files: FilesService;
      reimbursements: ReimbursementsService;
      proposals: ProposalsService;
      /** Claim approvals above this many rupees are proposals (config CLAIM_APPROVAL_PROPOSAL_RUPEES). */
      claimApprovalProposalRupees: number;
    },
  ) {}

  async bankProofs(): Promise<BankProofQueueItem[]> {
    const rows = await listPendingBankProofs(this.d.db);
    return rows.map((r) => ({
      accountId: r.accountId,
      accountName: r.accountName,
      accountType: r.accountType,
      userName: r.userName,
      mobileNo: r.mobileNo,
      uploadedAt: r.uploadedAt.toISOString(),
      fileName: r.fileName,
      contentType: r.contentType,
    }));
  }

  /** The cheque of a bank proof that waits (a decided one is not the queue's to show). */
  async bankProofFile(accountId: string): Promise<OpenedFile> {
    const proof = await findBankProof(this.d.db, accountId);
    if (proof?.status !== 'PENDING') throw notFound(QUEUE_MESSAGES.notPending);
    if (!proof.fileId) throw notFound(QUEUE_MESSAGES.noFile);
    return this.d.files.open(accountId, proof.fileId);
  }

  async decideBankProof(accountId: string, body: BankProofDecision, actor: StaffActor) {
    const proof = await findBankProof(this.d.db, accountId);
    if (!proof) throw notFound('This account has no bank proof.');
    if (proof.status !== 'PENDING') throw new HttpError(409, QUEUE_MESSAGES.notPending);
    await decideBankProof(
      this.d,
      accountId,
      body.decision,
      `${actor.name} (${actor.role ?? 'staff'})`,
      actor,
      body.reason?.trim() || null,
    );
    return { accountId, status: body.decision };
  }

  // -------------------------------------------------------------------------------------------
  // Reimbursement claims
  // -------------------------------------------------------------------------------------------

  async claims(): Promise<ClaimQueueItem[]> {
    const rows = await listPendingClaims(this.d.db);
    return rows.map((r) => ({
      id: r.id,
      accountId: r.accountId,
      accountName: r.accountName,
      userName: r.userName,
      mobileNo: r.mobileNo,
      rc: r.rc,
      startDate: r.startDate,
      endDate: r.endDate,
      amount: paiseToRupees(r.amountPaise),
      filedAt: r.filedAt.toISOString(),
      fileName: r.fileName,
      proposalId: r.proposalId,
    }));
  }

  /** The proof of a claim that waits, previewed as the operator's own screen previews it. */
  async claimProof(id: string): Promise<ProofPreview> {
    const claim = await findClaim(this.d.db, id);
    if (claim?.status !== 'PENDING') throw notFound(QUEUE_MESSAGES.claimNotPending);
    return this.d.reimbursements.proof(claim.accountId, id);
  }

  /**
   * Rejects with a reason, or approves up to the claimed amount: at once up to the approval limit,
   * above it as a proposal a second finance or admin user approves (the claim stays PENDING).
   */
  async decideClaim(id: string, body: ClaimDecision, actor: StaffActor) {
    const claim = await findClaim(this.d.db, id);
    if (!claim) throw notFound(QUEUE_MESSAGES.claimNotFound);
    if (claim.status !== 'PENDING') throw conflict(QUEUE_MESSAGES.claimNotPending);
    if (await this.d.proposals.waitingClaimApproval(this.d.db, id))
      throw conflict(QUEUE_MESSAGES.claimAwaitingApproval);
    const claimed = paiseToRupees(claim.amountPaise);
    const by = `${actor.name} (${actor.role ?? 'staff'})`;
    if (body.decision === 'REJECTED') {
      await decideReimbursement(this.d, id, { status: 'REJECTED', reason: body.reason ?? null }, by, actor);
      return { id, status: 'REJECTED' as const, approvedAmount: null, proposalId: null };
    }
    const amount = body.amount ?? 0;
    if (amount < 1 || amount > claimed) throw fieldError('amount', QUEUE_MESSAGES.amountRange(claimed));
    if (amount > this.d.claimApprovalProposalRupees) {
      const proposal = await this.d.proposals.proposeClaimApproval(
        claim.accountId,
        {
          claimId: id,
          rc: claim.rc,
          claimedPaise: claim.amountPaise,
          amountPaise: rupeesToPaise(amount),
          dates: `${formatDate(claim.startDate)} – ${formatDate(claim.endDate)}`,
        },
        actor,
      );
      return { id, status: 'PROPOSED' as const, approvedAmount: null, proposalId: proposal.id };
    }
    await decideReimbursement(this.d, id, { status: 'APPROVED', amount }, by, actor);
    return { id, status: 'APPROVED' as const, approvedAmount: amount, proposalId: null };
  }

  // -------------------------------------------------------------------------------------------
  // KYC that needs a person
  // -------------------------------------------------------------------------------------------

  async kyc(): Promise<KycQueueItem[]> {
    const rows = await listKycMismatches(this.d.db);
    return rows.map((r) => ({
      ...r,
      document: r.document as KycQueueItem['document'],
      lastTriedAt: r.lastTriedAt.toISOString(),
    }));
  }

  /**
   * USE_DOCUMENT_NAME: the account's legal name becomes the registry's name (so the operator's next
   * try matches); DISMISSED: nothing changes but the queue, and the operator reads the reason in
   * Activity. Either way the document leaves the queue until its next mismatch.
   */
  async decideKyc(accountId: string, body: KycReviewDecision, actor: StaffActor) {
    const now = this.d.clock.now();
    await this.d.db.transaction(async (tx) => {
      // One decision at a time per account: a second one waits, then finds the document decided.
      await lockKycReviews(tx, accountId);
      const waiting = (await listKycMismatches(tx, { accountId })).find((m) => m.document === body.document);
      if (!waiting) throw conflict(QUEUE_MESSAGES.kycNotWaiting);
      const reason = body.decision === 'DISMISSED' ? (body.reason?.trim() ?? null) : null;
      let before: { legalName: string } | null = null;
      if (body.decision === 'USE_DOCUMENT_NAME') {
        before = {
          legalName:
            (await setLegalName(tx, accountId, waiting.nameOnDocument, now)) ?? waiting.nameOnAccount,
        };
      }
      await insertKycReview(tx, {
        accountId,
        documentType: body.document,
        decision: body.decision,
        reason,
        nameOnDocument: waiting.nameOnDocument,
        decidedBy: actor.id,
        decidedAt: now,
      });
      await recordAudit(
        tx,
        actor,
        {
          kind: 'kyc.review_decided',
          entity: 'kyc_reviews',
          entityId: accountId,
          accountId,
          before,
          after: {
            document: body.document,
            decision: body.decision,
            nameOnDocument: waiting.nameOnDocument,
            ...(body.decision === 'USE_DOCUMENT_NAME' ? { legalName: waiting.nameOnDocument } : {}),
            ...(reason ? { reason } : {}),
          },
        },
        now,
      );
    });
    return { accountId, decision: body.decision };
  }
}
