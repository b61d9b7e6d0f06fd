import { z } from 'zod';
import { ingestDateSchema, ingestInstantSchema, paiseSchema, recordBase } from './common';

/**
 * `payouts`: a payout invoice of a GDS operator (OPERATOR) account (part 1 §3 Payout record; the
 * Payouts screen). `pnrWiseReportFileId`, when sent, is an .xlsx report uploaded first with
 * `POST /api/ingest/v1/files` for the same account (the screen's Payment Advice download). The
 * billing period may not overlap another payout of the account (as for payouts published in the
 * console); a changed record updates its payout in place.
 */
export const payoutRecordSchema = z
  .object({
    ...recordBase,
    /** The name the Payouts screen shows in 'BO Name'. */
    operatorUser: z.object(
      { name: z.string().trim().min(1, 'operatorUser.name is required').max(200) },
      { error: 'operatorUser is { "name": "…" }: the name on the invoice' },
    ),
    billingStartDate: ingestDateSchema,
    billingEndDate: ingestDateSchema,
    paymentAmountPaise: paiseSchema,
    /** When the invoice was generated (default: when the record first came in). */
    createdOn: ingestInstantSchema.nullish(),
    createdBySystem: z.boolean({ error: 'createdBySystem is true or false' }).default(true),
    pnrWiseReportFileId: z.uuid('pnrWiseReportFileId is the id POST /api/ingest/v1/files answered').nullish(),
  })
  .superRefine((r, ctx) => {
    if (r.billingEndDate < r.billingStartDate)
      ctx.addIssue({
        code: 'custom',
        path: ['billingEndDate'],
        message: 'billingEndDate is on or after billingStartDate',
      });
  })
  .meta({
    examples: [
      {
        externalId: 'INV-2026-W48-0001',
        account: { mobileNo: '9000000001', type: 'OPERATOR' },
        operatorUser: { name: 'Sri Balaji Travels' },
        billingStartDate: '2026-11-23',
        billingEndDate: '2026-11-29',
        paymentAmountPaise: 18452050,
        createdOn: '2026-11-30T10:00:00+05:30',
        createdBySystem: true,
        pnrWiseReportFileId: '5b2e4d6f-8a1c-4e3b-9d5f-7c9e1a3b5d62',
      },
    ],
  });
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;
