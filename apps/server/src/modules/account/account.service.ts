import {
  AGREEMENT_MESSAGES,
  BANK_PROOF_MESSAGES,
  FILE_MESSAGES,
  canUploadBankProof,
  type Agreement,
  type BankProofStatus,
  type OperatorProfile,
  type Poc,
} from '@oc/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { languageOfReader, type Reader } from '../../lib/language';
import type { TenantAccount } from '../auth/auth.service';
import type { AccessClaims } from '../auth/tokens';
import type { FilesService, Upload } from '../files/files.service';
import type { KycService } from '../kyc/kyc.service';
import { renderAgreementPdf } from './agreement-pdf';
import { COMMAND_ACTOR, auditUnchanged, recordAudit, type Actor } from '../audit/audit';
import * as repo from './account.repository';

export interface AccountDeps {
  db: Db;
  clock: Clock;
  kyc: KycService;
  files: FilesService;
  /**
   * The configured public address (PUBLIC_URL) signed links point at; null when none is set, and
   * then the links point at the address the request came to (its protocol and Host).
   */
  publicUrl: string | null;
}

/** The acting account and the person calling. */
export interface AccountCaller {
  tenant: TenantAccount;
  claims: AccessClaims;
  /** Who, for the audit trail (the changes: POCs, bank proof). */
  actor?: Actor;
}

/** The caller as the audit trail names them (the operator signed in). */
function actorOf(caller: AccountCaller): Actor {
  return caller.actor ?? { kind: 'operator', id: caller.claims.id, name: caller.claims.name, role: null };
}

/** The stored_files feature of rendered agreements. */
export const AGREEMENT_FILE_FEATURE = 'agreement';

/**
 * Part 2 account (docs/architecture.md "Account"): the profile with its points of contact and the
 * bank proof, the bank-proof transitions (operator side; the provider's side is the admin command)
 * and the signed agreements.
 */
export class AccountService {
  constructor(private readonly d: AccountDeps) {}

  /**
   * GET /user/details: [profile] of the acting account, any model (part 2 §2 Account profile: name,
   * mobile, email and POCs for every user type; KYC only in the OPERATOR model). A user without an
   * account of the model is refused before this ('not registered in this model').
   */
  async details(caller: AccountCaller): Promise<OperatorProfile[]> {
    const { tenant, claims } = caller;
    const [kyc] = await this.d.kyc.details({
      accountId: tenant.id,
      mobileNo: claims.mobileNo,
      name: claims.name,
    });
    if (!kyc) throw notFound('no data found');
    const [owner, pocList, proof] = await Promise.all([
      repo.findOwner(this.d.db, tenant.id),
      repo.listPocs(this.d.db, tenant.id),
      repo.findBankProof(this.d.db, tenant.id),
    ]);
    return [
      {
        ...kyc,
        userName: owner?.name ?? claims.name,
        // KYC is part of the GDS (OPERATOR) model only.
        kycDetails: tenant.type === 'OPERATOR' ? kyc.kycDetails : {},
        pocList,
        cancelledChequeDetails: {
          status: proof?.status ?? null,
          reason: proof?.status === 'REJECTED' ? (proof.decisionReason ?? null) : null,
        },
      },
    ];
  }

  /** POST /user/update: replaces the POC list (already validated by the contract). */
  async updatePocs(caller: AccountCaller, pocList: readonly Poc[]): Promise<OperatorProfile[]> {
    const accountId = caller.tenant.id;
    await this.d.db.transaction(async (tx) => {
      const before = await repo.listPocs(tx, accountId);
      await repo.replacePocs(tx, accountId, pocList);
      if (JSON.stringify(before) === JSON.stringify(pocList)) return auditUnchanged();
      await recordAudit(
        tx,
        actorOf(caller),
        {
          kind: 'account.pocs_updated',
          entity: 'account_pocs',
          entityId: accountId,
          accountId,
          before,
          after: pocList,
        },
        this.d.clock.now(),
      );
    });
    return this.details(caller);
  }

  /** GET /user/cancelledChequeChange: APPROVED → CHANGE_REQUESTED. */
  async requestChequeChange(caller: AccountCaller): Promise<OperatorProfile[]> {
    const accountId = caller.tenant.id;
    await this.d.db.transaction(async (tx) => {
      const proof = await repo.lockBankProof(tx, accountId);
      if (proof?.status !== 'APPROVED') throw conflict(BANK_PROOF_MESSAGES.changeNeedsApproved);
      const at = this.d.clock.now();
      await repo.moveBankProof(tx, {
        accountId,
        from: 'APPROVED',
        to: 'CHANGE_REQUESTED',
        actor: caller.claims.id,
        at,
      });
      await recordAudit(
        tx,
        actorOf(caller),
        {
          kind: 'account.bank_proof_change_requested',
          entity: 'bank_proofs',
          entityId: accountId,
          accountId,
          before: { status: 'APPROVED' },
          after: { status: 'CHANGE_REQUESTED' },
        },
        at,
      );
    });
    return this.details(caller);
  }

  /**
   * POST /user/chequeUpload: stores the cheque and sets PENDING in the file's transaction (a refused
   * file or a refused state leaves nothing stored). Allowed with none, REJECTED or CHANGE_REQUESTED.
   */
  async uploadCheque(caller: AccountCaller, file: Upload | null): Promise<OperatorProfile[]> {
    if (!file)
      throw new HttpError(400, FILE_MESSAGES.noFile, [{ path: 'myFile', message: FILE_MESSAGES.noFile }]);
    const accountId = caller.tenant.id;
    // Refuse early (before the bytes are checked and stored) when the state does not allow it; the
    // state is checked again under the row lock inside the file's transaction.
    assertUploadAllowed((await repo.findBankProof(this.d.db, accountId))?.status ?? null);
    await this.d.files.store(accountId, 'chequeProof', file, async (stored, tx) => {
      const proof = await repo.lockBankProof(tx, accountId);
      const from = proof?.status ?? null;
      assertUploadAllowed(from);
      const at = this.d.clock.now();
      await repo.moveBankProof(tx, {
        accountId,
        from,
        to: 'PENDING',
        fileId: stored.id,
        actor: caller.claims.id,
        at,
      });
      await recordAudit(
        tx,
        actorOf(caller),
        {
          kind: 'account.bank_proof_uploaded',
          entity: 'bank_proofs',
          entityId: accountId,
          accountId,
          before: { status: from },
          after: { status: 'PENDING', file: stored.id },
        },
        at,
      );
    });
    return this.details(caller);
  }

  /** GET /user/agreement */
  async agreements(accountId: string): Promise<Agreement[]> {
    const rows = await repo.listAgreements(this.d.db, accountId);
    return rows.map((r) => ({
      _id: r.id,
      name: r.name,
      operatorEsignDetails: { signedOn: r.signedAt.toISOString() },
    }));
  }

  /**
   * GET /user/signedAgreement/:id: a short-lived link to the signed PDF. The PDF is rendered and
   * stored the first time it is asked for (demo agreements are seeded without files), then served
   * from the storage.
   */
  /**
   * `requestOrigin`: 'http://127.0.0.1:3000', the origin the browser reached (used without
   * PUBLIC_URL). The PDF is written in the language of `reader`, who first asks for it.
   */
  async signedAgreementUrl(
    accountId: string,
    id: string,
    requestOrigin: string,
    reader: Reader,
  ): Promise<string> {
    // The PDF is put in the storage inside the transaction: if the transaction then fails, the
    // object goes too (no file without its row).
    let generatedKey: string | undefined;
    const file = await this.d.db
      .transaction(async (tx) => {
        const agreement = await repo.lockAgreement(tx, accountId, id);
        if (!agreement) throw notFound(AGREEMENT_MESSAGES.notFound);
        if (agreement.fileId) {
          const existing = await this.d.files.find(tx, accountId, agreement.fileId);
          if (!existing) throw notFound(AGREEMENT_MESSAGES.notFound);
          return existing;
        }
        const owner = await repo.findOwner(tx, accountId);
        if (!owner) throw notFound(AGREEMENT_MESSAGES.notFound);
        const data = await renderAgreementPdf(
          {
            name: agreement.name,
            accountName: owner.accountName,
            signedBy: agreement.signedBy,
            mobileNo: owner.mobileNo,
            signedAt: agreement.signedAt,
            effectiveFrom: agreement.effectiveFrom,
          },
          await languageOfReader(tx, reader),
        );
        const stored = await this.d.files.storeGenerated(tx, accountId, AGREEMENT_FILE_FEATURE, {
          name: `${agreement.name} - ${owner.accountName}.pdf`,
          contentType: 'application/pdf',
          data,
        });
        generatedKey = stored.storageKey;
        await repo.setAgreementFile(tx, accountId, id, stored.id);
        return stored;
      })
      .catch(async (err: unknown) => {
        if (generatedKey) await this.d.files.storage.remove(generatedKey).catch(() => undefined);
        throw err;
      });
    const base = this.d.publicUrl ?? requestOrigin;
    return `${base.replace(/\/$/, '')}${this.d.files.signedPath(file)}`;
  }
}

function assertUploadAllowed(status: BankProofStatus | null): void {
  if (canUploadBankProof(status)) return;
  throw conflict(
    status === 'APPROVED' ? BANK_PROOF_MESSAGES.uploadWhileApproved : BANK_PROOF_MESSAGES.uploadWhilePending,
  );
}

/**
 * The provider's decision on a PENDING bank proof (the admin command `bank-proof`): APPROVED or
 * REJECTED, recorded with `admin:<by>` and the time. Any other state is 409.
 */
export async function decideBankProof(
  deps: { db: Db; clock: Clock },
  accountId: string,
  decision: 'APPROVED' | 'REJECTED',
  by: string,
  actor: Actor = { ...COMMAND_ACTOR, name: `npm run admin (${by})` },
  reason: string | null = null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const proof = await repo.lockBankProof(tx, accountId);
    if (proof?.status !== 'PENDING')
      throw conflict(
        `The bank proof is ${proof ? proof.status : 'not uploaded yet'}: only a PENDING one can be approved or rejected.`,
      );
    const at = deps.clock.now();
    const kept = decision === 'REJECTED' ? reason : null;
    await repo.moveBankProof(tx, {
      accountId,
      from: 'PENDING',
      to: decision,
      actor: `admin:${by}`,
      at,
      reason: kept,
    });
    await recordAudit(
      tx,
      actor,
      {
        kind: 'account.bank_proof_decided',
        entity: 'bank_proofs',
        entityId: accountId,
        accountId,
        before: { status: 'PENDING' },
        after: kept ? { status: decision, reason: kept } : { status: decision },
      },
      at,
    );
  });
}
