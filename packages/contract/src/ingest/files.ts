import { z } from 'zod';
import { USER_TYPES } from '../constants';
import type { FileFeature } from '../file-policies';
import type { IngestAccount } from './common';

/**
 * `POST /api/ingest/v1/files`: an attachment (an inspection's photo, video or voice note, a
 * statement PDF, a payout's .xlsx report) uploaded for one account before the records that refer to
 * it by `fileId`. Multipart: the file in the field {@link INGEST_FILE_FIELD}, the account in text
 * fields — `accountId`, or `mobileNo` and `type` — as a record's `account`. The same checks as an
 * operator's upload (policy `ingestAttachment`): kind by extension and content, size, no scripts.
 */
export const INGEST_FILE_FIELD = 'file';
/** The policy of these uploads, and the `feature` of their stored files (what records may name). */
export const INGEST_FILE_FEATURE = 'ingestAttachment' satisfies FileFeature;

export const INGEST_FILE_MESSAGES = {
  account: 'Name the account: accountId, or mobileNo and type',
} as const;

/** The upload's text fields (each optional alone; the account is checked as a whole). */
export const ingestFileFieldsSchema = z
  .object({
    accountId: z.uuid('Not an account id').optional(),
    mobileNo: z
      .string()
      .regex(/^\d{10}$/, 'mobileNo is the owner’s 10-digit mobile number')
      .optional(),
    type: z.enum(USER_TYPES, { error: `type is one of ${USER_TYPES.join(', ')}` }).optional(),
  })
  .superRefine((f, ctx) => {
    const byPair = f.mobileNo !== undefined || f.type !== undefined;
    if (f.accountId !== undefined ? byPair : f.mobileNo === undefined || f.type === undefined)
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: INGEST_FILE_MESSAGES.account });
  });
export type IngestFileFields = z.infer<typeof ingestFileFieldsSchema>;

/** The account the upload's fields name (checked by {@link ingestFileFieldsSchema}). */
export function ingestFileAccount(f: IngestFileFields): IngestAccount {
  if (f.accountId !== undefined) return f.accountId;
  if (f.mobileNo === undefined || f.type === undefined) throw new Error(INGEST_FILE_MESSAGES.account);
  return { mobileNo: f.mobileNo, type: f.type };
}

/** The answer: the stored file's id, for the records' `fileId`. */
export const ingestFileResultSchema = z
  .object({ fileId: z.string() })
  .meta({ examples: [{ fileId: '3f6c2a1e-8d4b-4f7a-9c1e-2b5d7e9f0a13' }] });
export type IngestFileResult = z.infer<typeof ingestFileResultSchema>;
