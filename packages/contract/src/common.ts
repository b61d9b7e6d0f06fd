import { z } from 'zod';

/** Base path of the operator API. */
export const API_BASE = '/api/v1';

/** The four user types (business models) of part 1 §6. */
export const USER_TYPES = ['OPERATOR', 'BUSOWNER', 'ELECTRIC', 'CABOWNER'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/**
 * How a person sees each business model (the switcher, notices, messages). The user type is an
 * internal code: no text shown to a person names it (docs/ui.md "States").
 */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  OPERATOR: 'GDS',
  BUSOWNER: 'MG',
  ELECTRIC: 'Electric',
  CABOWNER: 'Cab',
};

/**
 * The 403 answer when a feature is not part of the acting business model (the endpoint's
 * `accountTypes` leave it out): 'The MG business model does not include Wallet.'
 */
export function notInModelMessage(feature: string, type: UserType): string {
  return `The ${USER_TYPE_LABELS[type]} business model does not include ${feature}.`;
}

const NOT_IN_MODEL_PATTERN = new RegExp(
  `^The (${Object.values(USER_TYPE_LABELS).join('|')}) business model does not include .+\\.$`,
);

/** Whether a 403's message is {@link notInModelMessage}'s (a notice, not a failure). */
export function isNotInModelMessage(message: string): boolean {
  return NOT_IN_MODEL_PATTERN.test(message);
}

/** The title of the notice a screen shows in place of a feature that is not part of the model. */
export const NOT_IN_MODEL_TITLE = 'This screen is not part of your business model';

/** Path prefix per business model (part 1 §6 call routing); GDS operators have none. */
export const MODEL_PREFIX: Record<UserType, string> = {
  OPERATOR: '',
  BUSOWNER: '/mg',
  ELECTRIC: '/electric',
  CABOWNER: '/cabOperator',
};

/** Header naming which of the caller's accounts acts (ARCHITECTURE.md §3). */
export const ACCOUNT_HEADER = 'x-user-id';

/** The literal answer of any call made without a valid access token. */
export const UNAUTHORIZED_MESSAGE = 'failed with 401';

/** The answer when the caller has no account in the requested business model. */
export const NOT_REGISTERED_IN_MODEL = 'not registered in this model';
export const NOT_REGISTERED_IN_MODEL_TEXT =
  "You've not registered with us in this model. Please reach out to your POC.";

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every JSON answer: `{ statusCode, data }`; errors add `errors[]` for validation failures. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.union([z.number(), z.string()]), data });
}

export const errorEnvelopeSchema = z.object({
  statusCode: z.union([z.number(), z.string()]),
  data: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Part 1 §5/§8: an empty or short number (and anything else that is not 10 digits). */
export const MOBILE_NUMBER_REQUIRED = 'Mobile Number is required';
/** A number of 6 to 9 digits: nearly typed, so say what is missing (issue 12). */
export const MOBILE_NUMBER_INCOMPLETE = 'Enter all 10 digits of your mobile number';

/**
 * Indian mobile number: 10 digits (the spec's format helper: starts with 6 to 9). Empty, 1 to 5
 * digits or not digits: 'Mobile Number is required'; 6 to 9 digits: 'Enter all 10 digits of your
 * mobile number'.
 */
export const mobileNoSchema = z
  .string({ error: MOBILE_NUMBER_REQUIRED })
  .trim()
  .refine((v) => !/^\d{6,9}$/.test(v), { message: MOBILE_NUMBER_INCOMPLETE, abort: true })
  .regex(/^\d{10}$/, { message: MOBILE_NUMBER_REQUIRED, abort: true })
  .regex(/^[6-9]/, 'Enter a valid 10-digit Indian mobile number');

export const uuidSchema = z.uuid('Not a valid id');
