import { onboardOperatorSchema, type SubType, type UserType } from '@oc/contract';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

/**
 * The onboarding form's values as its fields hold them (texts, digits, nothing chosen yet), and
 * how they become the body of POST /operators: blank optional texts are left out, the turnover's
 * digits become rupees. The contract's `onboardOperatorSchema` checks the result, so its messages
 * and paths (`accounts.0.groupId`) are the form's own.
 */

export interface AccountFields {
  type: UserType | null;
  /** The business name; blank: the person's name. */
  name: string;
  /** MG and cab accounts; blank: made from the name. */
  groupId: string;
  subType: SubType | null;
  /** Whole rupees as digits (MoneyInput); blank: not given. */
  turnoverRupees: string;
  isGstinRequired: boolean;
  isMsme: boolean;
}

export interface OnboardFields {
  mobileNo: string;
  name: string;
  /** Blank: none. */
  email: string;
  accounts: AccountFields[];
}

/** The account types that have a group id (the contract's rule, `ONBOARDING_MESSAGES.groupIdOnly`). */
export const GROUP_ID_TYPES: readonly UserType[] = ['BUSOWNER', 'CABOWNER'];

/** The account types a person has at most one of (`ONBOARDING_MESSAGES.oneOfType`). */
export const ONE_PER_PERSON_TYPES: readonly UserType[] = ['OPERATOR', 'ELECTRIC'];

/** At most this many accounts at once (`ONBOARDING_MESSAGES.accountsMax`). */
export const MAX_ACCOUNTS = 6;

/** The turnover's digits at most (the contract's limit is under ₹10^13). */
export const TURNOVER_DIGITS = 13;

export const EMPTY_ACCOUNT: AccountFields = {
  type: null,
  name: '',
  groupId: '',
  subType: null,
  turnoverRupees: '',
  isGstinRequired: false,
  isMsme: false,
};

export const EMPTY_ONBOARDING: OnboardFields = {
  mobileNo: '',
  name: '',
  email: '',
  accounts: [EMPTY_ACCOUNT],
};

const given = (text: string) => text.trim() !== '';

/** The body the fields make (before the contract's schema checks it). */
export function onboardBodyOf(fields: OnboardFields): Record<string, unknown> {
  return {
    mobileNo: fields.mobileNo,
    name: fields.name,
    ...(given(fields.email) ? { email: fields.email.trim() } : {}),
    accounts: fields.accounts.map((a) => ({
      ...(a.type ? { type: a.type } : {}),
      ...(given(a.name) ? { name: a.name } : {}),
      ...(given(a.groupId) ? { groupId: a.groupId } : {}),
      ...(a.subType ? { subType: a.subType } : {}),
      ...(a.turnoverRupees !== '' ? { turnoverRupees: Number(a.turnoverRupees) } : {}),
      isGstinRequired: a.isGstinRequired,
      isMsme: a.isMsme,
    })),
  };
}

/** The form's schema: the fields made into the body, checked by the contract's `onboardOperatorSchema`. */
export const onboardFormSchema = z.preprocess(
  (fields: OnboardFields) => onboardBodyOf(fields),
  onboardOperatorSchema,
);

const PERSON_FIELDS = ['mobileNo', 'name', 'email'] as const;
const ACCOUNT_FIELDS = [
  'type',
  'name',
  'groupId',
  'subType',
  'turnoverRupees',
  'isGstinRequired',
  'isMsme',
] as const satisfies readonly (keyof AccountFields)[];

/**
 * The form field a server error's path names (`mobileNo`, `accounts.0.groupId`); an account
 * path the form does not show goes to the accounts' own line (`accounts`), anything else under
 * the form (null).
 */
export function fieldOfPath(path: string, accountCount: number): Path<OnboardFields> | null {
  if ((PERSON_FIELDS as readonly string[]).includes(path)) return path as (typeof PERSON_FIELDS)[number];
  if (path !== 'accounts' && !path.startsWith('accounts.')) return null;
  const [, index, key] = /^accounts\.(\d+)\.([A-Za-z]+)/.exec(path) ?? [];
  const i = Number(index);
  const field = ACCOUNT_FIELDS.find((f) => f === key);
  if (field && Number.isInteger(i) && i < accountCount) return `accounts.${i}.${field}`;
  return 'accounts';
}
