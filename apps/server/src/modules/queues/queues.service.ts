import { QUEUE_MESSAGES, type BankProofDecision, type BankProofQueueItem } from '@oc/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { decideBankProof } from '../account/account.service';
import { findBankProof, listPendingBankProofs } from '../account/account.repository';
import type { StaffActor } from '../audit/audit';
import type { FilesService, OpenedFile } from '../files/files.service';

/**
 * The back office's queues (contract `queues.ts`): bank proofs waiting for a person. The decision
 * is the account module's (`decideBankProof`, also the admin command's), made here by a staff
 * member with a reason the operator sees.
 */
export class QueuesService {
  constructor(private readonly d: { db: Db; clock: Clock; files: FilesService }) {}

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
}
