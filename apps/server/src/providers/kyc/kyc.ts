import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config';
import { fetchJson, rethrowAs } from '../http';

/** The three public-registry documents (Aadhaar goes through the OTP flow). */
export type RegistryDocument = 'PAN' | 'GSTIN' | 'MSME';

/** What the registry says about a well-formed number. */
export type RegistryResult =
  { kind: 'found'; name: string } | { kind: 'failed'; message: string; responseKey: string };

export type AadhaarOtpSendResult =
  { kind: 'sent'; providerTxnId: string } | { kind: 'failed'; message: string; responseKey: string };

export type AadhaarOtpValidateResult =
  | { kind: 'verified'; name: string }
  | { kind: 'wrong_otp' }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string; responseKey: string };

/**
 * A KYC verification provider. Numbers reach it only after the contract's checks (format and
 * checksum). A refusal about the document is a result; an outage, an auth problem or an
 * unexpected answer throws {@link KycProviderError}.
 */
export interface KycProvider {
  readonly name: string;
  validate(doc: RegistryDocument, idNumber: string): Promise<RegistryResult>;
  sendAadhaarOtp(aadhaarNumber: string): Promise<AadhaarOtpSendResult>;
  validateAadhaarOtp(input: { providerTxnId: string; otp: string }): Promise<AadhaarOtpValidateResult>;
}

export class KycProviderError extends Error {
  override name = 'KycProviderError';
}

// ---------------------------------------------------------------------------------------------
// Sandbox
// ---------------------------------------------------------------------------------------------

/** The sandbox's Aadhaar OTP: always this (docs/architecture.md, KYC and home). */
export const SANDBOX_AADHAAR_OTP = '123456';

/**
 * The sandbox registry: the demo operators' documents verify; the test numbers below give each
 * other outcome. Every number passes the contract's checks. Anything else that is well formed is
 * "not found" (a failure with the provider's message).
 */
export const SANDBOX_REGISTRY = {
  PAN: {
    ABCPK4821L: 'RAJESH KUMAR', // Shiv Shakti Travels (INDIVIDUAL)
    AADCS7412M: 'SHARMA TRAVELS PRIVATE LIMITED', // Sharma Travels Pvt Ltd (COMPANY)
    AKRPR5521D: 'VENKATESH REDDY', // Sri Sai Bus Service (PROPRIETORSHIP)
    AAAPL1234C: 'ARJUN MEHTA', // test: name mismatch for every demo account
  } as Record<string, string>,
  GSTIN: {
    '29AADCS7412M1ZY': 'SHARMA TRAVELS PRIVATE LIMITED',
    '27AAAPL1234C1ZE': 'ARJUN MEHTA', // test: name mismatch
  } as Record<string, string>,
  MSME: {
    'UDYAM-MH-19-0012345': 'SHIV SHAKTI TRAVELS',
    'UDYAM-KA-03-0045678': 'SHARMA TRAVELS PRIVATE LIMITED',
    'UDYAM-DL-01-0000001': 'ARJUN MEHTA LOGISTICS', // test: name mismatch
  } as Record<string, string>,
  AADHAAR: {
    '528517394600': 'Rajesh Kumar', // Shiv Shakti Travels (INDIVIDUAL)
    '469203851723': 'Arjun Mehta', // test: name mismatch
  } as Record<string, string>,
};

/** Sandbox test numbers for the other outcomes. */
export const SANDBOX_TEST_NUMBERS = {
  /** Registry lookups that fail as if the provider were down (→ 502 and the provider-error toast). */
  providerErrorPan: 'ERRPE0000R',
  /** Aadhaar whose OTP send is refused: no mobile number linked (→ Verification Failed). */
  aadhaarNoMobile: '730162485916',
  /** Aadhaar whose OTP send gets no answer from the provider (→ the provider-error toast). */
  aadhaarProviderError: '384756102943',
} as const;

const NOT_FOUND: Record<RegistryDocument, string> = {
  PAN: 'No records found for the given PAN.',
  GSTIN: 'No records found for the given GSTIN.',
  MSME: 'No records found for the given Udyam registration number.',
};

/** Offline, deterministic provider for demo mode and tests. */
export class SandboxKyc implements KycProvider {
  readonly name = 'sandbox';
  private readonly pending = new Map<string, string>();

  async validate(doc: RegistryDocument, idNumber: string): Promise<RegistryResult> {
    if (idNumber === SANDBOX_TEST_NUMBERS.providerErrorPan)
      throw new KycProviderError('sandbox: simulated provider outage');
    const name = SANDBOX_REGISTRY[doc][idNumber];
    return name
      ? { kind: 'found', name }
      : { kind: 'failed', message: NOT_FOUND[doc], responseKey: 'error_no_record_found' };
  }

  async sendAadhaarOtp(aadhaarNumber: string): Promise<AadhaarOtpSendResult> {
    if (aadhaarNumber === SANDBOX_TEST_NUMBERS.aadhaarProviderError)
      throw new KycProviderError('sandbox: simulated Aadhaar OTP provider outage');
    if (aadhaarNumber === SANDBOX_TEST_NUMBERS.aadhaarNoMobile)
      return {
        kind: 'failed',
        message: 'Aadhaar number does not have a mobile number registered with it.',
        responseKey: 'error_aadhaar_number_mobile_not_linked',
      };
    const providerTxnId = `SBX${randomUUID().replace(/-/g, '').slice(0, 24).toUpperCase()}`;
    // Only the name is kept (in memory), never the number.
    this.pending.set(providerTxnId, SANDBOX_REGISTRY.AADHAAR[aadhaarNumber] ?? '');
    return { kind: 'sent', providerTxnId };
  }

  async validateAadhaarOtp(input: { providerTxnId: string; otp: string }): Promise<AadhaarOtpValidateResult> {
    const name = this.pending.get(input.providerTxnId);
    if (name === undefined) return { kind: 'expired' };
    if (input.otp !== SANDBOX_AADHAAR_OTP) return { kind: 'wrong_otp' };
    this.pending.delete(input.providerTxnId);
    if (!name)
      return {
        kind: 'failed',
        message: 'No Aadhaar record found for this number.',
        responseKey: 'error_no_record_found',
      };
    return { kind: 'verified', name };
  }
}

// ---------------------------------------------------------------------------------------------
// Decentro
// ---------------------------------------------------------------------------------------------

export interface DecentroOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  moduleSecret: string;
  timeoutMs?: number;
}

/** The fields of Decentro's answers the adapter reads (each call answers a subset). */
const decentroAnswer = z.object({
  status: z.string().nullish(),
  kycStatus: z.string().nullish(),
  message: z.string().nullish(),
  responseKey: z.string().nullish(),
  responseCode: z.string().nullish(),
  decentroTxnId: z.string().nullish(),
  kycResult: z
    .object({
      idStatus: z.string().nullish(),
      name: z.string().nullish(),
      legalName: z.string().nullish(),
      tradeName: z.string().nullish(),
      enterpriseName: z.string().nullish(),
    })
    .nullish(),
  data: z.object({ proofOfIdentity: z.object({ name: z.string().nullish() }).nullish() }).nullish(),
});
type DecentroAnswer = z.output<typeof decentroAnswer>;

/** A refused call's reason: its response key, else its message. */
const decentroReason = z
  .object({ responseKey: z.string().nullish(), message: z.string().nullish() })
  .transform((a) => a.responseKey ?? a.message ?? '');

/**
 * Statuses whose answer describes the document (a failure result); 401, 403, 429 and 5xx are
 * Decentro's own trouble.
 */
const documentStatus = (status: number) => status < 500 && status !== 401 && status !== 403 && status !== 429;

/** Response keys that describe Decentro's or the registry's own trouble, not the document. */
const PROVIDER_TROUBLE =
  /^error_(decentro_error|provider_error|unexpected_response|missing_configuration|empty_module_secret|no_subscription_found|unauthorized_module|module_access_expired|module_credits_exhausted|malformed_request|duplicate_reference_id|insufficient_account_balance|invalid_endpoint|empty_reference_id|invalid_consent_type|invalid_purpose|empty_purpose|consent_false|short_purpose_length|long_purpose_length|invalid_reference_id|ip_not_configured)$/;

const DOCUMENT_TYPE: Record<RegistryDocument, string> = { PAN: 'PAN', GSTIN: 'GSTIN', MSME: 'UDYAM' };
const CONSENT_PURPOSE = 'Operator KYC verification for the bus operator dashboard';

/**
 * Decentro KYC & Onboarding. Shapes from:
 * - Validate (public registry): https://docs.decentro.tech/docs/kyc-validate-and-fetch and
 *   https://docs.decentro.tech/reference/kyc-and-onboarding-api-reference-identities-verification-services-customer-verification-validate-api
 *   (POST /kyc/public_registry/validate {reference_id, document_type, id_number, consent: 'Y',
 *   consent_purpose}; answers {status, kycStatus, message, responseKey, kycResult{idStatus, name…}}).
 * - Aadhaar OTP: https://docs.decentro.tech/reference/kyc_api-aadhaar-generate-otp and
 *   https://docs.decentro.tech/reference/kyc_api-aadhaar-validate-otp (POST /v2/kyc/aadhaar_connect
 *   {reference_id, consent, purpose, aadhaar_number} → {decentroTxnId, status, responseKey};
 *   POST /v2/kyc/aadhaar_connect/otp/validate {reference_id, consent, purpose,
 *   initiation_transaction_id, otp} → {status, data.proofOfIdentity.name}).
 * - Response keys: https://docs.decentro.tech/docs/response-keys-kyc
 * Headers client_id, client_secret, module_secret.
 */
export class DecentroKyc implements KycProvider {
  readonly name = 'decentro';
  constructor(
    private readonly opts: DecentroOptions,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async post(path: string, body: object): Promise<{ status: number; answer: DecentroAnswer }> {
    const { status, data: answer } = await fetchJson({
      provider: this.name,
      url: new URL(path, this.opts.baseUrl),
      method: 'POST',
      headers: {
        client_id: this.opts.clientId,
        client_secret: this.opts.clientSecret,
        module_secret: this.opts.moduleSecret,
      },
      json: { reference_id: randomUUID(), ...body },
      schema: decentroAnswer,
      reason: decentroReason,
      acceptStatus: documentStatus,
      timeoutMs: this.opts.timeoutMs ?? 15_000,
      fetchImpl: this.fetchImpl,
    }).catch(rethrowAs(KycProviderError));
    if (answer.responseKey && PROVIDER_TROUBLE.test(answer.responseKey))
      throw new KycProviderError(`Decentro: ${answer.responseKey} ${answer.message ?? ''}`);
    return { status, answer };
  }

  private static failure(a: DecentroAnswer, fallback: string) {
    return {
      kind: 'failed' as const,
      message: a.message?.trim() || fallback,
      responseKey: a.responseKey ?? 'error_unknown',
    };
  }

  async validate(doc: RegistryDocument, idNumber: string): Promise<RegistryResult> {
    const { answer } = await this.post('/kyc/public_registry/validate', {
      document_type: DOCUMENT_TYPE[doc],
      id_number: idNumber,
      consent: 'Y',
      consent_purpose: CONSENT_PURPOSE,
    });
    const r = answer.kycResult;
    const name = r?.name ?? r?.legalName ?? r?.enterpriseName ?? r?.tradeName;
    if (answer.status === 'SUCCESS' && answer.kycStatus === 'SUCCESS' && r?.idStatus !== 'INVALID' && name)
      return { kind: 'found', name };
    return DecentroKyc.failure(answer, NOT_FOUND[doc]);
  }

  async sendAadhaarOtp(aadhaarNumber: string): Promise<AadhaarOtpSendResult> {
    const { answer } = await this.post('/v2/kyc/aadhaar_connect', {
      consent: true,
      purpose: CONSENT_PURPOSE,
      aadhaar_number: aadhaarNumber,
    });
    if (answer.status === 'SUCCESS' && answer.decentroTxnId)
      return { kind: 'sent', providerTxnId: answer.decentroTxnId };
    return DecentroKyc.failure(answer, 'The OTP could not be sent for this Aadhar number.');
  }

  async validateAadhaarOtp(input: { providerTxnId: string; otp: string }): Promise<AadhaarOtpValidateResult> {
    const { answer } = await this.post('/v2/kyc/aadhaar_connect/otp/validate', {
      consent: true,
      purpose: CONSENT_PURPOSE,
      initiation_transaction_id: input.providerTxnId,
      otp: input.otp,
    });
    const name = answer.data?.proofOfIdentity?.name;
    if (answer.status === 'SUCCESS' && name) return { kind: 'verified', name };
    if (answer.responseKey === 'error_invalid_otp') return { kind: 'wrong_otp' };
    if (answer.responseKey === 'error_otp_expired' || answer.responseKey === 'error_invalid_transaction_id')
      return { kind: 'expired' };
    return DecentroKyc.failure(answer, 'Aadhar verification failed.');
  }
}

export function createKycProvider(config: Config): KycProvider {
  return config.kyc.provider === 'decentro' ? new DecentroKyc(config.kyc) : new SandboxKyc();
}
