import {
  accountEndpoints,
  kycEndpoints,
  payoutsEndpoints,
  reimbursementsEndpoints,
  type BankProofStatus,
  type KycStatus,
  type ReimbursementStatus,
  type UserType,
} from '@oc/contract';
import type { StatusTone } from '../../../../components/StatusBadge';

/**
 * How an operator's page shows an account's parts (docs/ui.md "Labels and enumerations"): the
 * labels are the app's (lib/labels.ts), the tones the operator's own screens use.
 */

export const KYC_STATUS_TONES: Record<KycStatus, StatusTone> = { PENDING: 'pending', VERIFIED: 'positive' };

/** As the operator's bank-proof block shows it. */
export const BANK_PROOF_STATUS_TONES: Record<BankProofStatus, StatusTone> = {
  APPROVED: 'positive',
  PENDING: 'pending',
  CHANGE_REQUESTED: 'info',
  REJECTED: 'negative',
};

export const CLAIM_STATUS_TONES: Record<ReimbursementStatus, StatusTone> = {
  PENDING: 'pending',
  APPROVED: 'positive',
  REJECTED: 'negative',
};

/** The account types each part belongs to: the contract's declarations of the features. */
const PART_TYPES = {
  kyc: kycEndpoints.verify.accountTypes,
  bankProof: accountEndpoints.chequeUpload.accountTypes,
  claims: reimbursementsEndpoints.list.accountTypes,
  payouts: payoutsEndpoints.list.accountTypes,
} as const satisfies Record<string, readonly UserType[]>;

export type AccountPart = keyof typeof PART_TYPES;

/**
 * Whether an account's page shows a part: for the account types whose business model has it, and
 * for any account that has something in it.
 */
export function showsPart(part: AccountPart, type: UserType, hasData: boolean): boolean {
  return hasData || (PART_TYPES[part] as readonly UserType[]).includes(type);
}
