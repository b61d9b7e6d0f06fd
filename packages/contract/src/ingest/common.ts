/**
 * What every ingested record shares (docs/integration.md): its own id in the sending system, the
 * account it belongs to, and the rules for money, dates and instants.
 */
import { z } from 'zod';
import { USER_TYPES } from '../constants';

/** At most this many records in one batch. */
export const INGEST_MAX_RECORDS = 1000;

export const externalIdSchema = z
  .string({ error: 'externalId is required: your system’s own id of the record' })
  .trim()
  .min(1, 'externalId is required: your system’s own id of the record')
  .max(100, 'Keep externalId under 100 characters');

/**
 * The account a record belongs to: the owner's mobile number and the account's business model, or
 * the account's id (as the staff console shows it).
 */
export const ingestAccountSchema = z.union(
  [
    z.uuid('Not an account id'),
    z.object({
      mobileNo: z.string().regex(/^\d{10}$/, 'mobileNo is the owner’s 10-digit mobile number'),
      type: z.enum(USER_TYPES, { error: `type is one of ${USER_TYPES.join(', ')}` }),
    }),
  ],
  { error: 'account is { "mobileNo": "9000000004", "type": "CABOWNER" } or an account id' },
);
export type IngestAccount = z.infer<typeof ingestAccountSchema>;

/**
 * Money: integers in paise, in fields whose names end in `Paise` (₹1,250.50 is 125050). One rule
 * for every kind: no rupee strings, no fractions.
 */
export const paiseSchema = z
  .number({ error: 'An amount in paise: a whole number (₹1,250.50 is 125050)' })
  .int('An amount in paise: a whole number (₹1,250.50 is 125050)')
  .min(0, 'An amount cannot be negative')
  .max(100_000_000_000, 'Amount too large');
/** An amount in paise kept in a 32-bit column (a fare, a per-trip cost): at most ₹2,14,74,836.47. */
export const paise32Schema = paiseSchema.max(2_147_483_647, 'Amount too large: at most 2147483647 paise');

/** A business date in India (YYYY-MM-DD). */
export const ingestDateSchema = z.iso.date('A date as YYYY-MM-DD');
/** An instant: ISO 8601 with its offset ('2026-11-29T09:30:00+05:30') or epoch milliseconds. */
export const ingestInstantSchema = z.union(
  [z.iso.datetime({ offset: true }), z.number().int().min(946684800000).max(4102444800000)],
  { error: 'An instant: ISO 8601 with offset (2026-11-29T09:30:00+05:30) or epoch milliseconds' },
);

export const mobileSchema = z.string().regex(/^\d{10}$/, 'A 10-digit mobile number');

/** The fields every record has. */
export const recordBase = { externalId: externalIdSchema, account: ingestAccountSchema };

export const ingestErrorSchema = z.object({ path: z.string(), message: z.string() });
export const ingestRefusalSchema = z.object({
  /** The record's place in `records` (from 0). */
  index: z.number().int(),
  externalId: z.string().nullable(),
  errors: z.array(ingestErrorSchema),
});
export type IngestRefusal = z.infer<typeof ingestRefusalSchema>;

/** A batch's answer: good records are kept, bad ones refused one by one with their reasons. */
export const ingestResultSchema = z.object({
  accepted: z.number().int(),
  unchanged: z.number().int(),
  refused: z.array(ingestRefusalSchema),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;

/** What the server validates of a batch as a whole; each record is checked on its own after. */
export const ingestBatchSchema = z.object({
  records: z
    .array(z.unknown(), { error: 'Send { "records": [ … ] }' })
    .min(1, 'Send at least one record')
    .max(INGEST_MAX_RECORDS, `Send at most ${INGEST_MAX_RECORDS} records in one batch`),
});
