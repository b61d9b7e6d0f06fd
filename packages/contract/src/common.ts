// zod's mini build: these schemas are parsed on the login's and the operator's home's first paint,
// where classic zod (every schema class with all its methods, its JSON Schema writer, its English
// messages) would come too (docs/performance.md "zod/mini on the first paint"). The other files'
// classic schemas nest them as usual.
import * as z from 'zod/mini';
import {
  MOBILE_NUMBER_INCOMPLETE,
  MOBILE_NUMBER_INVALID,
  MOBILE_NUMBER_REQUIRED,
  USER_TYPES,
  type FieldError,
} from './constants';

export * from './constants';

export const userTypeSchema = z.enum(USER_TYPES);

export const fieldErrorSchema: z.ZodMiniType<FieldError> = z.object({
  path: z.string(),
  message: z.string(),
});

/** Every JSON answer: `{ statusCode, data }`; errors add `errors[]` for validation failures. */
export function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ statusCode: z.union([z.number(), z.string()]), data });
}

export const errorEnvelopeSchema = z.object({
  statusCode: z.union([z.number(), z.string()]),
  data: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * Indian mobile number: 10 digits (the spec's format helper: starts with 6 to 9). Empty, 1 to 5
 * digits or not digits: 'Mobile Number is required'; 6 to 9 digits: 'Enter all 10 digits of your
 * mobile number'.
 */
export const mobileNoSchema = z.string({ error: MOBILE_NUMBER_REQUIRED }).check(
  z.trim(),
  z.refine((v) => !/^\d{6,9}$/.test(v), { message: MOBILE_NUMBER_INCOMPLETE, abort: true }),
  z.regex(/^\d{10}$/, { message: MOBILE_NUMBER_REQUIRED, abort: true }),
  z.regex(/^[6-9]/, MOBILE_NUMBER_INVALID),
);

export const uuidSchema = z.uuid('Not a valid id');
