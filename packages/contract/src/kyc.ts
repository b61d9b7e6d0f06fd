import { z } from 'zod';
import { envelope } from './common';
import { defineEndpoint } from './endpoint';
import { cancelledChequeDetailsSchema, pocSchema } from './account-profile';

/**
 * KYC (part 1 §2 KYC Verification, §3 Operator profile, §4 KYC document, §5 KYC, §7, §8):
 * identifier rules shared by the server (checked before any provider call) and the web form.
 */

export const SUB_TYPES = ['INDIVIDUAL', 'COMPANY', 'PROPRIETORSHIP', 'LLP', 'PARTNERSHIP'] as const;
export const subTypeSchema = z.enum(SUB_TYPES);
export type SubType = z.infer<typeof subTypeSchema>;

/** The kycDetails key prefix of each sub type (§3: individualPan, companyGstin, …). */
export const SUB_TYPE_PREFIX: Record<SubType, string> = {
  INDIVIDUAL: 'individual',
  COMPANY: 'company',
  PROPRIETORSHIP: 'proprietorship',
  LLP: 'llp',
  PARTNERSHIP: 'partnership',
};

export const KYC_DOCUMENTS = ['PAN', 'AADHAR', 'GSTIN', 'MSME'] as const;
export type KycDocumentName = (typeof KYC_DOCUMENTS)[number];

/** The kycDetails key suffix of each document (§3). */
export const KYC_KEY_SUFFIX: Record<KycDocumentName, string> = {
  PAN: 'Pan',
  AADHAR: 'Aadhaar',
  GSTIN: 'Gstin',
  MSME: 'Msme',
};

/** `individualPan`, `companyGstin`, … */
export function kycDetailsKey(subType: SubType, doc: KycDocumentName): string {
  return `${SUB_TYPE_PREFIX[subType]}${KYC_KEY_SUFFIX[doc]}`;
}

/** Proprietorship GSTIN turnover threshold (§9): 20 lakh rupees, in paise. */
export const GSTIN_TURNOVER_THRESHOLD_PAISE = 20_00_000 * 100;

/**
 * Whether GSTIN is required (§2 operator-type rules): COMPANY, LLP and PARTNERSHIP always;
 * PROPRIETORSHIP above 20 lakh turnover; INDIVIDUAL never (optional). The profile's own flag, set by
 * the team, can require it too.
 */
export function isGstinRequiredFor(subType: SubType, turnoverPaise: number, flag = false): boolean {
  if (flag) return true;
  if (subType === 'COMPANY' || subType === 'LLP' || subType === 'PARTNERSHIP') return true;
  if (subType === 'PROPRIETORSHIP') return turnoverPaise > GSTIN_TURNOVER_THRESHOLD_PAISE;
  return false;
}

/** The operator-type rules text of §2, shown in the Operator Type panel. */
export const OPERATOR_TYPE_RULES: readonly { subTypes: readonly SubType[]; rule: string }[] = [
  { subTypes: ['INDIVIDUAL'], rule: 'PAN and Aadhar are required; GSTIN is optional.' },
  { subTypes: ['COMPANY', 'LLP', 'PARTNERSHIP'], rule: 'PAN and GSTIN are required.' },
  {
    subTypes: ['PROPRIETORSHIP'],
    rule: 'PAN is required, and GSTIN when the turnover exceeds 20 lakh rupees.',
  },
];
export const OPERATOR_TYPE_NOTE =
  'Operator type cannot be changed here. To change it, please contact the team.';

// ---------------------------------------------------------------------------------------------
// Identifier rules
// ---------------------------------------------------------------------------------------------

export const KYC_MESSAGES = {
  panEmpty: 'Please enter PAN to verify',
  gstEmpty: 'Please enter GST to verify',
  msmeEmpty: 'Please enter MSME to verify',
  aadhaarInvalid: 'Please enter a valid Aadhar number',
  otpInvalid: 'Please enter a valid OTP',
  panFormat: 'Enter a valid PAN: 5 letters, 4 digits and a letter, like ABCPE1234F',
  panHolderType: 'Enter a valid PAN: the 4th letter must be a holder type (P, C, H, F, A, T, B, L, J or G)',
  gstFormat:
    'Enter a valid GSTIN: 15 characters, a 2-digit state code, the PAN, an entity number, Z and a check character',
  gstState: 'Enter a valid GSTIN: the first two digits are not a state code',
  gstPan: 'Enter a valid GSTIN: characters 3 to 12 are not a valid PAN',
  gstCheck: 'Enter a valid GSTIN: the check character (last) does not match',
  aadhaarChecksum: 'Please enter a valid Aadhar number: the check digit does not match',
  msmeFormat: 'Enter a valid Udyam registration number, like UDYAM-MH-19-0012345',
  msmeState: 'Enter a valid Udyam registration number: unknown state code',
  aadhaarOnlyIndividual: 'Aadhar verification is only for INDIVIDUAL operators.',
  gstNotRequired: 'GSTIN verification is not required for this operator.',
  nonMsme: 'You were registered as a non MSME entity',
  alreadyVerified: 'This document is already verified and cannot be changed.',
  oneDocument: 'Send exactly one of pan, gst or msme',
  providerError:
    'No response was received from the underlying provider. Please try again later, and mail support@operator-console.in if it persists.',
  nameMismatch: "The name on your document doesn't match your account name. Please verify and re-enter.",
  defaultFailure: 'Invalid Document. Please use a different one or contact support.',
  transactionRequired: 'Transaction ID is required',
  /** aadharVerify with a transaction id that is not one of the account's (another's, or unknown): 404. */
  otpRequestNotFound: 'This OTP request was not found for your account. Request a new OTP.',
  wrongOtpShown: 'Wrong OTP. Please try again.',
  otpIncorrect: 'The OTP you entered is incorrect',
  otpExpired: 'The OTP has expired. Please request a new one.',
  otpExhausted: 'Too many wrong OTPs. Please request a new one.',
  aadhaarMismatchTxn: 'This OTP was sent for a different Aadhar number. Please request a new one.',
} as const;

/** 4th PAN letter: P person, C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority, J artificial juridical person, G government. */
export const PAN_HOLDER_TYPES = 'PCHFATBLJG';
const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export type IdentifierCheck = { ok: true; value: string } | { ok: false; message: string };

export function normalizeIdentifier(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function checkPan(raw: string): IdentifierCheck {
  const value = normalizeIdentifier(raw);
  if (!value) return { ok: false, message: KYC_MESSAGES.panEmpty };
  if (!PAN_SHAPE.test(value)) return { ok: false, message: KYC_MESSAGES.panFormat };
  if (!PAN_HOLDER_TYPES.includes(value.charAt(3))) return { ok: false, message: KYC_MESSAGES.panHolderType };
  return { ok: true, value };
}

/** GST state codes: 01–38 (states and union territories), 97 other territory, 99 centre jurisdiction. */
export function isGstStateCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

const GST_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character of the first 14 characters (mod 36, factors 1 and 2 alternating). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const code = GST_CHARS.indexOf(first14.charAt(i));
    const product = code * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GST_CHARS.charAt((36 - (sum % 36)) % 36);
}

export function checkGstin(raw: string): IdentifierCheck {
  const value = normalizeIdentifier(raw);
  if (!value) return { ok: false, message: KYC_MESSAGES.gstEmpty };
  if (!/^[0-9]{2}[A-Z0-9]{10}[1-9A-Z]Z[0-9A-Z]$/.test(value))
    return { ok: false, message: KYC_MESSAGES.gstFormat };
  if (!isGstStateCode(value.slice(0, 2))) return { ok: false, message: KYC_MESSAGES.gstState };
  if (!checkPan(value.slice(2, 12)).ok) return { ok: false, message: KYC_MESSAGES.gstPan };
  if (gstinCheckChar(value.slice(0, 14)) !== value.charAt(14))
    return { ok: false, message: KYC_MESSAGES.gstCheck };
  return { ok: true, value };
}

// Verhoeff tables (dihedral group D5).
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
const cell = (table: number[][], row: number, col: number): number => table[row]?.[col] ?? 0;

/** The running Verhoeff checksum of reversed digits; `shift` 1 when the check digit is still missing. */
function verhoeffSum(digits: string, shift: number): number {
  let c = 0;
  const reversed = digits.split('').reverse();
  for (let i = 0; i < reversed.length; i++)
    c = cell(VERHOEFF_D, c, cell(VERHOEFF_P, (i + shift) % 8, Number(reversed[i])));
  return c;
}

/** True when the digit string (check digit last) passes Verhoeff. */
export function verhoeffValid(digits: string): boolean {
  return verhoeffSum(digits, 0) === 0;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): string {
  return String(VERHOEFF_INV[verhoeffSum(digits, 1)] ?? 0);
}

/** Aadhaar: 12 digits, not starting with 0 or 1, Verhoeff check digit last. */
export function checkAadhaar(raw: string): IdentifierCheck {
  const value = raw.replace(/\s+/g, '');
  if (!/^\d{12}$/.test(value) || value[0] === '0' || value[0] === '1')
    return { ok: false, message: KYC_MESSAGES.aadhaarInvalid };
  if (!verhoeffValid(value)) return { ok: false, message: KYC_MESSAGES.aadhaarChecksum };
  return { ok: true, value };
}

/** State and UT codes used in Udyam numbers. */
export const UDYAM_STATE_CODES = new Set([
  'AN', 'AP', 'AR', 'AS', 'BR', 'CH', 'CG', 'DH', 'DL', 'GA', 'GJ', 'HR', 'HP', 'JK', 'JH', 'KA', 'KL', 'LA',
  'LD', 'MP', 'MH', 'MN', 'ML', 'MZ', 'NL', 'OD', 'PY', 'PB', 'RJ', 'SK', 'TN', 'TS', 'TR', 'UP', 'UK', 'WB',
]); // prettier-ignore

/** MSME as a Udyam registration number: UDYAM-XX-00-0000000. */
export function checkUdyam(raw: string): IdentifierCheck {
  const value = normalizeIdentifier(raw);
  if (!value) return { ok: false, message: KYC_MESSAGES.msmeEmpty };
  const m = /^UDYAM-([A-Z]{2})-(\d{2})-(\d{7})$/.exec(value);
  if (!m) return { ok: false, message: KYC_MESSAGES.msmeFormat };
  if (!UDYAM_STATE_CODES.has(m[1] ?? '')) return { ok: false, message: KYC_MESSAGES.msmeState };
  return { ok: true, value };
}

/**
 * A form field checked by an identifier rule (the web's KYC inputs): the rule's message on
 * failure, the normalized value (upper-cased, spaces removed) as the output.
 */
export function identifierSchema(check: (raw: string) => IdentifierCheck) {
  return z.string().transform((raw, ctx) => {
    const result = check(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}

/** One KYC input's form: a single field `value`, checked by the document's rule. */
function kycInputSchema(check: (raw: string) => IdentifierCheck) {
  return z.object({ value: identifierSchema(check) });
}
export type KycInputSchema = ReturnType<typeof kycInputSchema>;

/**
 * The KYC inputs of part 1 §5 (web forms, one per document card), checked as the server checks
 * them before any provider call: PAN, GSTIN and MSME (Udyam) for `kycVerify`, the Aadhar number for
 * `aadharOtp`. The output is the normalized number to send.
 */
export const kycInputSchemas: Record<KycDocumentName, KycInputSchema> = {
  PAN: kycInputSchema(checkPan),
  GSTIN: kycInputSchema(checkGstin),
  MSME: kycInputSchema(checkUdyam),
  AADHAR: kycInputSchema(checkAadhaar),
};

/** Aadhar shown masked: 12 digits, only the last 4 visible when known. */
export function maskAadhaar(last4: string | null): string {
  return `XXXXXXXX${last4 ?? 'XXXX'}`;
}

// ---------------------------------------------------------------------------------------------
// Profile (GET /user/details)
// ---------------------------------------------------------------------------------------------

export const KYC_STATUSES = ['PENDING', 'VERIFIED'] as const;
export const kycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatusSchema>;

/**
 * One document in kycDetails. `value`: the number for PAN, GSTIN and MSME once verified; for
 * Aadhar only `XXXXXXXX` + the last 4 digits. Verified documents are locked.
 */
export const kycDocumentSchema = z.object({
  documentName: z.enum(KYC_DOCUMENTS),
  status: kycStatusSchema,
  value: z.string().nullable(),
  completedOn: z.string().nullable(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/**
 * [profile] of GET /user/details: the account (KYC, part 1) and its account profile (part 2 §3:
 * the person's name, mobile and email, pocList, cancelledChequeDetails). OPERATOR accounts have
 * kycDetails; an MG (BUSOWNER) account's is empty (KYC is not part of that model).
 */
export const operatorProfileSchema = z.object({
  _id: z.string(),
  /** The account's (business) name. */
  name: z.string(),
  /** The person's name (the profile screen's Name). */
  userName: z.string(),
  legalName: z.string(),
  mobileNo: z.string(),
  email: z.string().nullable(),
  subType: subTypeSchema,
  isGSTINRequired: z.boolean(),
  isMSME: z.boolean(),
  /** Rupees. */
  walletBalance: z.number(),
  /** Keyed `individualPan`, `companyGstin`, … (§3). */
  kycDetails: z.record(z.string(), kycDocumentSchema),
  pocList: z.array(pocSchema),
  cancelledChequeDetails: cancelledChequeDetailsSchema,
});
export type OperatorProfile = z.infer<typeof operatorProfileSchema>;
export const userDetailsResponseSchema = envelope(z.array(operatorProfileSchema));

/** The documents the profile's sub type shows (Aadhar only INDIVIDUAL; GSTIN only when required). */
export function kycDocumentsFor(
  profile: Pick<OperatorProfile, 'subType' | 'isGSTINRequired'>,
): KycDocumentName[] {
  const docs: KycDocumentName[] = ['PAN'];
  if (profile.subType === 'INDIVIDUAL') docs.push('AADHAR');
  if (profile.isGSTINRequired) docs.push('GSTIN');
  docs.push('MSME');
  return docs;
}

// ---------------------------------------------------------------------------------------------
// Verification calls
// ---------------------------------------------------------------------------------------------

export const userDetailsQuerySchema = z.object({ mobileNo: z.string().optional() });

/** POST /user/kycVerify: exactly one of pan, gst, msme. */
export const kycVerifyRequestSchema = z
  .object({
    pan: z.string().max(64).optional(),
    gst: z.string().max(64).optional(),
    msme: z.string().max(64).optional(),
  })
  .refine((b) => [b.pan, b.gst, b.msme].filter((v) => v !== undefined).length === 1, {
    message: KYC_MESSAGES.oneDocument,
    path: ['body'],
  });
export type KycVerifyRequest = z.infer<typeof kycVerifyRequestSchema>;

export const NAME_MISMATCHED = 'NAME_MISMATCHED';
export const NAME_MISMATCH_STATUS = 'nameMismatch';
export const WRONG_OTP_STATUS = 'wrongOtp';

export const kycVerifyResultSchema = z.object({
  verified: z.boolean(),
  decentroResponseKey: z.string().nullable(),
  message: z.string(),
  documentName: z.enum(['PAN', 'GSTIN', 'MSME']),
});
export type KycVerifyResult = z.infer<typeof kycVerifyResultSchema>;
export const kycVerifyResponseSchema = envelope(kycVerifyResultSchema);

export const aadhaarNumberSchema = z
  .string({ error: KYC_MESSAGES.aadhaarInvalid })
  .regex(/^\d{12}$/, KYC_MESSAGES.aadhaarInvalid);

export const aadhaarOtpRequestSchema = z.object({ aadhaarNumber: aadhaarNumberSchema });
export const aadhaarOtpResultSchema = z.object({
  /** The provider's refusal (e.g. no mobile linked), else null. */
  decentroError: z.string().nullable(),
  decentroResponseKey: z.string(),
  /** Our transaction id, sent back with the OTP. */
  decentroTxnId: z.string().nullable(),
});
export type AadhaarOtpResult = z.infer<typeof aadhaarOtpResultSchema>;
export const aadhaarOtpResponseSchema = envelope(aadhaarOtpResultSchema);

export const aadhaarVerifyRequestSchema = z.object({
  aadhaarNumber: aadhaarNumberSchema,
  transactionId: z
    .string({ error: KYC_MESSAGES.transactionRequired })
    .min(1, KYC_MESSAGES.transactionRequired)
    .max(100, 'Not a valid transaction id'),
  otp: z.string({ error: KYC_MESSAGES.otpInvalid }).regex(/^\d{6}$/, KYC_MESSAGES.otpInvalid),
});
export type AadhaarVerifyRequest = z.infer<typeof aadhaarVerifyRequestSchema>;

export const aadhaarVerifyResultSchema = z.object({
  verified: z.boolean(),
  /** 'nameMismatch' (§8), 'wrongOtp' (the OTP was wrong and tries are left), else null. */
  statusCode: z.string().nullable(),
  message: z.string(),
  documentName: z.literal('AADHAR'),
  attemptsLeft: z.number().int().optional(),
});
export type AadhaarVerifyResult = z.infer<typeof aadhaarVerifyResultSchema>;
export const aadhaarVerifyResponseSchema = envelope(aadhaarVerifyResultSchema);

/** The Aadhaar OTP modal's form: the 6-digit code, checked as the call checks it. */
export const aadhaarOtpInputSchema = aadhaarVerifyRequestSchema.pick({ otp: true });

/** Aadhaar OTP rules (docs/security.md). */
export const AADHAAR_OTP_RULES = { length: 6, ttlMs: 10 * 60_000, maxTries: 3 } as const;

/** The success dialog text (§8). */
export function verificationSuccessText(doc: KycDocumentName): string {
  return `Your ${doc} has been successfully verified`;
}

// ---------------------------------------------------------------------------------------------
// Endpoints (docs/architecture.md "Endpoint registry")
// ---------------------------------------------------------------------------------------------

const kycEndpoint = {
  access: 'tenant',
  accountTypes: ['OPERATOR'],
  feature: 'KYC',
  errors: [400, 401, 403, 404, 409, 429, 502],
  tags: ['kyc'],
} as const;

/** Part 1 §7 KYC calls (OPERATOR accounts only; any other acting account gets 403). */
export const kycEndpoints = {
  /**
   * The profile of KYC (part 1) and of the account screen (part 2): OPERATOR and MG (BUSOWNER,
   * under /mg) accounts; an electric or cab account has no profile and gets 403
   * 'not registered in this model' (the web's not-registered notice).
   */
  details: defineEndpoint({
    access: 'tenant',
    errors: [401, 403, 404],
    tags: ['kyc', 'account'],
    method: 'GET',
    path: '/user/details',
    query: userDetailsQuerySchema,
    response: userDetailsResponseSchema,
    summary:
      "[profile] of the acting account (every model): name, mobile, email, pocList, cancelledChequeDetails; kycDetails in the OPERATOR model only (the mobile number is the token's)",
    description:
      "A mobileNo query parameter is accepted for compatibility and ignored. A user without an account of the model called: 403 'not registered in this model'.",
  }),
  verify: defineEndpoint({
    ...kycEndpoint,
    method: 'POST',
    path: '/user/kycVerify',
    audit: 'kyc.verified',
    body: kycVerifyRequestSchema,
    response: kycVerifyResponseSchema,
    summary: 'Verify PAN ({pan}), GSTIN ({gst}) or MSME/Udyam ({msme}) through the KYC provider',
    description:
      'Format and checksum are checked first (400, no provider call). At most 20 look-ups an hour per account and, with the other KYC provider calls, an hourly allowance per account and per client address (429 with Retry-After). Answers verified, NAME_MISMATCHED or a failure with the provider message; 409 when already verified; 502 when the provider does not answer.',
  }),
  aadhaarOtp: defineEndpoint({
    ...kycEndpoint,
    method: 'POST',
    path: '/user/aadharOtp',
    audit: false,
    body: aadhaarOtpRequestSchema,
    response: aadhaarOtpResponseSchema,
    summary: 'Send an Aadhaar OTP (INDIVIDUAL only); decentroTxnId is the transaction to verify with',
    description:
      '12 digits with a valid Verhoeff check digit. At most 5 Aadhaar OTPs an hour to the registered number, 30 s apart, apart from the login OTPs; with the other KYC provider calls, an hourly allowance per account and per client address (429 with Retry-After). decentroError carries a provider refusal; 502 when the provider does not answer.',
  }),
  aadhaarVerify: defineEndpoint({
    ...kycEndpoint,
    method: 'POST',
    path: '/user/aadharVerify',
    audit: 'kyc.aadhaar_verified',
    body: aadhaarVerifyRequestSchema,
    response: aadhaarVerifyResponseSchema,
    summary: 'Verify the Aadhaar OTP: verified, statusCode nameMismatch or wrongOtp, or a failure message',
    description:
      "A transaction lives 10 minutes and allows 3 tries; it is bound to the account and the number. A transaction id that is not one of the account's (another account's, or unknown) is 404.",
  }),
};
