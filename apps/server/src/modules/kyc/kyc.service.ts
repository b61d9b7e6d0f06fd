import {
  AADHAAR_OTP_RULES,
  KYC_MESSAGES,
  NAME_MISMATCHED,
  NAME_MISMATCH_STATUS,
  WRONG_OTP_STATUS,
  checkAadhaar,
  checkGstin,
  checkPan,
  checkUdyam,
  isGstinRequiredFor,
  kycDetailsKey,
  kycDocumentsFor,
  maskAadhaar,
  verificationSuccessText,
  type AadhaarOtpResult,
  type AadhaarVerifyRequest,
  type AadhaarVerifyResult,
  type IdentifierCheck,
  type KycDocument,
  type KycDocumentName,
  type KycVerifyRequest,
  type KycVerifyResult,
  type OperatorProfile,
  type SubType,
} from '@oc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-error';
import { KycProviderError, type KycProvider, type RegistryDocument } from '../../providers/kyc/kyc';
import { takePaidCall } from '../../lib/paid-calls';
import { waitText } from '../../lib/rate-limit';
import * as authRepo from '../auth/auth.repository';
import { OTP_RULES, OTP_SENDS_PER_HOUR, otpSendBucket } from '../auth/auth.service';
import type { Hasher } from '../auth/tokens';
import { DB_DOC, FROM_DB } from './doc-types';
import { matchesAccount } from './kyc.names';
import { auditUnchanged, recordAudit, type Actor } from '../audit/audit';
import * as repo from './kyc.repository';
import type { KycDocumentRow } from './kyc.repository';

export interface KycDeps {
  db: Db;
  clock: Clock;
  provider: KycProvider;
  hasher: Hasher;
  log: FastifyBaseLogger;
}

/** The acting OPERATOR account and the token's person (the registered number is the token's). */
export interface KycCaller {
  accountId: string;
  mobileNo: string;
  name: string;
}

/** A caller of a paid KYC call: also the client address its per-address allowance counts. */
export interface KycPaidCaller extends KycCaller {
  ip: string;
  /** Who, for the audit trail. */
  actor: Actor;
}

const HOUR_MS = 60 * 60_000;
/** Registry look-ups (PAN, GSTIN, Udyam) an account may ask for in any rolling hour: each is a paid call. */
export const KYC_VERIFY_MAX_PER_HOUR = 20;

/** The profile's KYC part (the account screen's parts come from AccountService). */
export type KycProfile = Omit<OperatorProfile, 'userName' | 'pocList' | 'cancelledChequeDetails'>;

type Profile = NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>;

function providerUnavailable(): HttpError {
  return new HttpError(502, KYC_MESSAGES.providerError);
}

function checked(result: IdentifierCheck): string {
  if (!result.ok) throw badRequest(result.message, [{ path: 'body', message: result.message }]);
  return result.value;
}

export class KycService {
  constructor(private readonly d: KycDeps) {}

  private async profileOf(accountId: string): Promise<Profile> {
    const profile = await repo.findProfile(this.d.db, accountId);
    if (!profile) throw notFound('no data found');
    return profile;
  }

  private static subTypeOf(p: Profile): SubType {
    return p.subType ?? 'INDIVIDUAL';
  }

  private static gstinRequired(p: Profile): boolean {
    return isGstinRequiredFor(KycService.subTypeOf(p), p.turnoverPaise ?? 0, p.isGstinRequired ?? false);
  }

  private static accountNames(p: Profile): string[] {
    return [p.legalName ?? p.accountName, p.accountName, p.ownerName];
  }

  /** The KYC part of GET /user/details (AccountService.details adds the account profile's parts). */
  async details(caller: KycCaller): Promise<KycProfile[]> {
    const p = await this.profileOf(caller.accountId);
    const subType = KycService.subTypeOf(p);
    const isGSTINRequired = KycService.gstinRequired(p);
    const rows = new Map((await repo.listDocuments(this.d.db, caller.accountId)).map((r) => [r.docType, r]));
    const kycDetails: Record<string, KycDocument> = {};
    const shown = new Set(kycDocumentsFor({ subType, isGSTINRequired }));
    for (const row of rows.values()) if (row.status === 'VERIFIED') shown.add(FROM_DB[row.docType]);
    for (const doc of shown) {
      const row = rows.get(DB_DOC[doc]);
      kycDetails[kycDetailsKey(subType, doc)] = KycService.document(doc, row);
    }
    return [
      {
        _id: p.accountId,
        name: p.accountName,
        legalName: p.legalName ?? p.accountName,
        mobileNo: caller.mobileNo,
        email: p.email ?? p.ownerEmail,
        subType,
        isGSTINRequired,
        isMSME: p.isMsme ?? true,
        walletBalance: (p.walletBalancePaise ?? 0) / 100,
        kycDetails,
      },
    ];
  }

  private static document(doc: KycDocumentName, row: KycDocumentRow | undefined): KycDocument {
    const verified = row?.status === 'VERIFIED';
    return {
      documentName: doc,
      status: verified ? 'VERIFIED' : 'PENDING',
      value: verified ? row.value : null,
      completedOn: verified && row.verifiedAt ? row.verifiedAt.toISOString() : null,
    };
  }

  private async ensureNotVerified(accountId: string, doc: KycDocumentName): Promise<void> {
    const row = await repo.findDocument(this.d.db, accountId, DB_DOC[doc]);
    if (row?.status === 'VERIFIED') throw conflict(KYC_MESSAGES.alreadyVerified);
  }

  private async recordMismatch(caller: KycCaller, p: Profile, doc: KycDocumentName, providerName: string) {
    await repo.insertEvent(this.d.db, {
      accountId: caller.accountId,
      event: 'KYC_NAME_MISMATCH',
      documentType: doc,
      provider: this.d.provider.name,
      providerName,
      accountName: p.legalName ?? p.accountName,
      registeredNumber: caller.mobileNo,
      createdAt: this.d.clock.now(),
    });
  }

  /**
   * Counts one registry look-up (a paid call) of the account from the caller's address: the
   * look-ups' own hourly allowance and the KYC provider's per-account and per-address ones
   * (lib/paid-calls.ts); 429 when any is used up.
   */
  private async countLookup(caller: KycPaidCaller): Promise<void> {
    await takePaidCall(this.d.db, 'kyc', { accountId: caller.accountId, ip: caller.ip }, this.d.clock.now(), [
      {
        bucket: `kyc-verify:${caller.accountId}`,
        max: KYC_VERIFY_MAX_PER_HOUR,
        windowMs: HOUR_MS,
        message: (wait) => `Too many verification attempts. Try again in ${wait}.`,
      },
    ]);
  }

  /**
   * Stores a verified document and its audit row in one transaction (the number is not in the
   * trail: which document, whose name it carries); 409 when it was verified meanwhile.
   */
  private async storeVerified(
    caller: KycPaidCaller,
    kind: string,
    doc: KycDocumentName,
    row: Parameters<typeof repo.storeVerified>[1],
  ): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const stored = await repo.storeVerified(tx, row);
      if (!stored) throw conflict(KYC_MESSAGES.alreadyVerified);
      await recordAudit(
        tx,
        caller.actor,
        {
          kind,
          entity: 'kyc_documents',
          entityId: doc,
          accountId: caller.accountId,
          before: { document: doc, status: 'PENDING' },
          after: { document: doc, status: 'VERIFIED', holderName: row.holderName },
        },
        row.at,
      );
    });
  }

  /** POST /user/kycVerify with {pan}, {gst} or {msme}. */
  async verify(caller: KycPaidCaller, body: KycVerifyRequest): Promise<KycVerifyResult> {
    const p = await this.profileOf(caller.accountId);
    let doc: RegistryDocument;
    let value: string;
    if (body.pan !== undefined) {
      doc = 'PAN';
      value = checked(checkPan(body.pan));
    } else if (body.gst !== undefined) {
      doc = 'GSTIN';
      value = checked(checkGstin(body.gst));
      if (!KycService.gstinRequired(p)) throw badRequest(KYC_MESSAGES.gstNotRequired);
    } else {
      doc = 'MSME';
      value = checked(checkUdyam(body.msme ?? ''));
      if (p.isMsme === false) throw badRequest(KYC_MESSAGES.nonMsme);
    }
    await this.ensureNotVerified(caller.accountId, doc);
    await this.countLookup(caller);

    let result;
    try {
      result = await this.d.provider.validate(doc, value);
    } catch (err) {
      if (err instanceof KycProviderError) {
        this.d.log.error({ err, doc }, 'KYC provider error');
        throw providerUnavailable();
      }
      throw err;
    }
    if (result.kind === 'failed') {
      auditUnchanged();
      return {
        verified: false,
        decentroResponseKey: result.responseKey,
        message: result.message,
        documentName: doc,
      };
    }
    if (!matchesAccount(result.name, KycService.accountNames(p))) {
      await this.recordMismatch(caller, p, doc, result.name);
      auditUnchanged();
      return {
        verified: false,
        decentroResponseKey: NAME_MISMATCHED,
        message: KYC_MESSAGES.nameMismatch,
        documentName: doc,
      };
    }
    await this.storeVerified(caller, 'kyc.verified', doc, {
      accountId: caller.accountId,
      docType: DB_DOC[doc],
      value,
      holderName: result.name,
      at: this.d.clock.now(),
    });
    return {
      verified: true,
      decentroResponseKey: 'SUCCESS',
      message: verificationSuccessText(doc),
      documentName: doc,
    };
  }

  private async aadhaarProfile(caller: KycCaller): Promise<Profile> {
    const p = await this.profileOf(caller.accountId);
    if (KycService.subTypeOf(p) !== 'INDIVIDUAL') throw badRequest(KYC_MESSAGES.aadhaarOnlyIndividual);
    return p;
  }

  private aadhaarHash(accountId: string, aadhaar: string): string {
    return this.d.hasher.hash('aadhaar', `${accountId}:${aadhaar}`);
  }

  /**
   * POST /user/aadharOtp. Sends have their own per-number allowance (`otp-send:aadhaar:<mobile>`,
   * 5 an hour), apart from the login's, and the 30-second resend rule; the number itself is kept
   * only as an HMAC and its last 4 digits.
   */
  async sendAadhaarOtp(caller: KycPaidCaller, aadhaarNumber: string): Promise<AadhaarOtpResult> {
    await this.aadhaarProfile(caller);
    const aadhaar = checked(checkAadhaar(aadhaarNumber));
    await this.ensureNotVerified(caller.accountId, 'AADHAR');

    const { db, clock } = this.d;
    const now = clock.now();
    await db.transaction(async (tx) => {
      await authRepo.lockMobile(tx, caller.mobileNo);
      const last = await repo.latestAadhaarTxn(tx, caller.accountId);
      if (last) {
        const since = now.getTime() - last.createdAt.getTime();
        if (since < OTP_RULES.resendAfterMs) {
          const wait = Math.ceil((OTP_RULES.resendAfterMs - since) / 1000);
          throw tooManyRequests(`Please wait ${wait} seconds before requesting another OTP.`, wait);
        }
      }
      const bucket = otpSendBucket('aadhaar', caller.mobileNo);
      const sends = await authRepo.countRateEvents(tx, bucket, new Date(now.getTime() - HOUR_MS));
      if (sends.n >= OTP_SENDS_PER_HOUR.aadhaar) {
        const wait = (sends.oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime();
        throw tooManyRequests(`Too many OTPs requested. Try again in ${waitText(wait)}.`, wait / 1000);
      }
      await authRepo.addRateEvent(tx, bucket, now);
      // A paid call: the KYC provider's per-account and per-address allowances.
      await takePaidCall(tx, 'kyc', { accountId: caller.accountId, ip: caller.ip }, now);
    });

    let sent;
    try {
      sent = await this.d.provider.sendAadhaarOtp(aadhaar);
    } catch (err) {
      if (err instanceof KycProviderError) {
        this.d.log.error({ err, aadhaarLast4: aadhaar.slice(-4) }, 'Aadhaar OTP provider error');
        throw providerUnavailable();
      }
      throw err;
    }
    if (sent.kind === 'failed')
      return { decentroError: sent.message, decentroResponseKey: sent.responseKey, decentroTxnId: null };
    const txn = await repo.insertAadhaarTxn(db, {
      accountId: caller.accountId,
      aadhaarHash: this.aadhaarHash(caller.accountId, aadhaar),
      last4: aadhaar.slice(-4),
      providerTxnId: sent.providerTxnId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AADHAAR_OTP_RULES.ttlMs),
    });
    return { decentroError: null, decentroResponseKey: 'success_otp_generated', decentroTxnId: txn.id };
  }

  /**
   * POST /user/aadharVerify: 10 minutes, 3 tries, bound to the account and the number. A
   * transaction id that is not the account's is 404 'This OTP request was not found for your account.'
   */
  async verifyAadhaar(caller: KycPaidCaller, body: AadhaarVerifyRequest): Promise<AadhaarVerifyResult> {
    const p = await this.aadhaarProfile(caller);
    const aadhaar = checked(checkAadhaar(body.aadhaarNumber));
    await this.ensureNotVerified(caller.accountId, 'AADHAR');
    const fail = (message: string, statusCode: string | null = null): AadhaarVerifyResult => ({
      verified: false,
      statusCode,
      message,
      documentName: 'AADHAR',
    });

    const { db, clock } = this.d;
    const now = clock.now();
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(body.transactionId);
    // Not one of the account's transactions (another account's, or unknown): 404, like any other id
    // that is not the caller's. A missing transactionId is refused by the body schema (400).
    if (!isUuid) throw notFound(KYC_MESSAGES.otpRequestNotFound);
    type Claim = { error: string } | { txn: repo.AadhaarTxnRow; tries: number };
    const claimed = await db.transaction(async (tx): Promise<Claim> => {
      const txn = await repo.lockAadhaarTxn(tx, caller.accountId, body.transactionId);
      if (!txn) throw notFound(KYC_MESSAGES.otpRequestNotFound);
      if (txn.aadhaarHash !== this.aadhaarHash(caller.accountId, aadhaar))
        return { error: KYC_MESSAGES.aadhaarMismatchTxn };
      if (txn.consumedAt || txn.expiresAt <= now) return { error: KYC_MESSAGES.otpExpired };
      if (txn.tries >= AADHAAR_OTP_RULES.maxTries) return { error: KYC_MESSAGES.otpExhausted };
      // A paid call: refused here (429), it uses up no try.
      await takePaidCall(tx, 'kyc', { accountId: caller.accountId, ip: caller.ip }, now);
      const tries = await repo.countTry(tx, txn.id);
      return { txn, tries };
    });
    if ('error' in claimed) {
      auditUnchanged();
      return fail(claimed.error);
    }
    const { txn, tries } = claimed;

    let result;
    try {
      result = await this.d.provider.validateAadhaarOtp({ providerTxnId: txn.providerTxnId, otp: body.otp });
    } catch (err) {
      if (err instanceof KycProviderError) {
        this.d.log.error({ err, aadhaarLast4: txn.last4 }, 'Aadhaar OTP provider error');
        throw providerUnavailable();
      }
      throw err;
    }
    if (result.kind !== 'verified') auditUnchanged();
    if (result.kind === 'wrong_otp') {
      const left = AADHAAR_OTP_RULES.maxTries - tries;
      if (left <= 0) return fail(KYC_MESSAGES.otpExhausted);
      return { ...fail(KYC_MESSAGES.otpIncorrect, WRONG_OTP_STATUS), attemptsLeft: left };
    }
    await repo.consumeAadhaarTxn(db, txn.id, clock.now());
    if (result.kind === 'expired') return fail(KYC_MESSAGES.otpExpired);
    if (result.kind === 'failed') return fail(result.message);
    if (!matchesAccount(result.name, KycService.accountNames(p))) {
      await this.recordMismatch(caller, p, 'AADHAR', result.name);
      auditUnchanged();
      return fail(KYC_MESSAGES.nameMismatch, NAME_MISMATCH_STATUS);
    }
    await this.storeVerified(caller, 'kyc.aadhaar_verified', 'AADHAR', {
      accountId: caller.accountId,
      docType: 'AADHAAR',
      value: maskAadhaar(txn.last4),
      holderName: result.name,
      at: clock.now(),
    });
    return {
      verified: true,
      statusCode: null,
      message: verificationSuccessText('AADHAR'),
      documentName: 'AADHAR',
    };
  }
}
