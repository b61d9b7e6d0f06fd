import { z } from 'zod';

/** Base path of the operator API. */
export const API_BASE = '/api/v1';

/** The four user types (business models) of part 1 §6. */
export const USER_TYPES = ['OPERATOR', 'BUSOWNER', 'ELECTRIC', 'CABOWNER'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

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

/** Indian mobile number: 10 digits (the spec's format helper: starts with 6 to 9). */
export const mobileNoSchema = z
  .string({ error: 'Mobile Number is required' })
  .trim()
  .regex(/^\d{10}$/, { message: 'Mobile Number is required', abort: true })
  .regex(/^[6-9]/, 'Enter a valid 10-digit Indian mobile number');

export const uuidSchema = z.uuid('Not a valid id');
