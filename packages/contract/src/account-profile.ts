import { z } from 'zod';
import { mobileNoSchema } from './common';

/**
 * The account profile's own parts (part 2 §3 Profile; docs/architecture.md "Account"): points of
 * contact and the bank proof status. The profile answer itself is `operatorProfileSchema` (kyc.ts),
 * which carries these for every account type that has a profile. A leaf of the account group, apart
 * from account.ts because kyc.ts needs these and account.ts needs kyc.ts's answer (no cycle).
 */

export const POC_DEPARTMENTS = ['SALES', 'OPERATIONS', 'PICKUPS'] as const;
export type PocDepartment = (typeof POC_DEPARTMENTS)[number];
/** How a department reads on screen and in messages (never the raw value; docs/ui.md, Labels). */
export const POC_DEPARTMENT_LABELS: Record<PocDepartment, string> = {
  SALES: 'Sales',
  OPERATIONS: 'Operations',
  PICKUPS: 'Pickups',
};
const departmentLabels = POC_DEPARTMENTS.map((d) => POC_DEPARTMENT_LABELS[d]);
export const pocDepartmentSchema = z.enum(POC_DEPARTMENTS, {
  // 'Choose a department: Sales, Operations or Pickups' (the labels, as the form's options read).
  error: `Choose a department: ${departmentLabels.slice(0, -1).join(', ')} or ${departmentLabels.at(-1) ?? ''}`,
});

/** Limits of the POC list (the server refuses more; the form blocks more than 10 mobile digits). */
export const POC_LIMITS = { maxPocs: 20, maxName: 80, maxArea: 80 } as const;

export const POC_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name may be at most ${POC_LIMITS.maxName} characters`,
  areaTooLong: `Area may be at most ${POC_LIMITS.maxArea} characters`,
  tooMany: `At most ${POC_LIMITS.maxPocs} points of contact`,
  added: 'POC is added',
  updated: 'POC is Updated',
  notArray: 'Something went wrong',
} as const;

/** One point of contact (mobile as a string of 10 digits). */
export const pocSchema = z.object({
  name: z
    .string({ error: POC_MESSAGES.nameRequired })
    .trim()
    .min(1, POC_MESSAGES.nameRequired)
    .max(POC_LIMITS.maxName, POC_MESSAGES.nameTooLong),
  area: z.string().trim().max(POC_LIMITS.maxArea, POC_MESSAGES.areaTooLong).default(''),
  department: pocDepartmentSchema,
  mobile: mobileNoSchema,
});
export type Poc = z.infer<typeof pocSchema>;
export type PocInput = z.input<typeof pocSchema>;

/** POST /user/update: the whole POC list, replacing the stored one. */
export const updateProfileRequestSchema = z.object({
  pocList: z
    .array(pocSchema, { error: 'pocList must be a list' })
    .max(POC_LIMITS.maxPocs, POC_MESSAGES.tooMany),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** Bank proof (cancelledChequeDetails.status); absent when the account never uploaded one. */
export const BANK_PROOF_STATUSES = ['APPROVED', 'PENDING', 'CHANGE_REQUESTED', 'REJECTED'] as const;
export const bankProofStatusSchema = z.enum(BANK_PROOF_STATUSES);
export type BankProofStatus = z.infer<typeof bankProofStatusSchema>;

export const cancelledChequeDetailsSchema = z.object({
  /** null: no bank proof yet (the upload form). */
  status: bankProofStatusSchema.nullable(),
  /** Why the provider rejected it (REJECTED by the console); null otherwise. */
  reason: z.string().nullable(),
});
export type CancelledChequeDetails = z.infer<typeof cancelledChequeDetailsSchema>;

/** Part 2 §4 texts of the bank-proof block and §8 toasts. */
export const BANK_PROOF_TEXTS = {
  approved: 'Bank details have been verified and mapped to your account',
  pending: 'Your bank details are being verified. Please contact our team for more details.',
  changeRequested: 'A request has been raised to change your bank details',
  rejected: 'Rejected',
  uploadWarning: 'Upload cancelled cheque to continue using the account',
  requestChange: 'Request a Change',
  updated: 'Updated',
  notAdded: 'Cheque is Not Added',
} as const;

/** The 409 answers of the bank-proof calls. */
export const BANK_PROOF_MESSAGES = {
  changeNeedsApproved:
    'A change can be requested only for verified bank details. Upload a cancelled cheque instead.',
  uploadWhileApproved:
    'Your bank details are verified. Request a change before uploading a new cancelled cheque.',
  uploadWhilePending: 'Your cancelled cheque is being verified. Please wait for the result.',
} as const;

/** Which bank-proof states allow an upload (none yet, rejected, change requested). */
export function canUploadBankProof(status: BankProofStatus | null): boolean {
  return status === null || status === 'REJECTED' || status === 'CHANGE_REQUESTED';
}
