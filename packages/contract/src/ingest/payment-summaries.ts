import { z } from 'zod';
import { addDaysToDate, weekdayOfDate } from '../dates';
import { ingestDateSchema, ingestInstantSchema, paiseSchema, recordBase } from './common';
import { ingestFractionSchema } from './services';

/**
 * One trip line of the week's statement (what the statement PDF lists), money in paise. The trip is
 * named by its service and date and must be known (sent as a `bus-trips` record, or seeded).
 */
const summaryLineRecordSchema = z.object({
  service: z.string().trim().min(1, 'service is the service’s name in the account').max(200),
  tripDate: ingestDateSchema,
  tripStatus: z.enum(['SCHEDULED', 'COMPLETED', 'CANCELLED'], {
    error: 'tripStatus is SCHEDULED, COMPLETED or CANCELLED',
  }),
  busRc: z.string().trim().toUpperCase().max(10).nullish(),
  seatsSold: z.number().int().min(0).max(1000),
  revenuePaise: paiseSchema,
  cancellationChargePaise: paiseSchema.default(0),
  /** The operator's share of the gross by the brackets. */
  sharePaise: paiseSchema.default(0),
  /** The per-trip guarantee that applied (0 when none). */
  guaranteePaise: paiseSchema.default(0),
  /** What the trip earns the operator. */
  earningPaise: paiseSchema,
  tollPaise: paiseSchema.default(0),
  /** Why a listed trip is not paid (its earning, share, guarantee and toll are then 0). */
  notPaidReason: z.enum(['CONTRACT_EXPIRED', 'CONTRACT_NOT_STARTED', 'NO_CONTRACT']).nullish(),
});

/**
 * `payment-summaries`: an MG (BUSOWNER) account's weekly payment summary (part 2 §3 Weekly payment
 * summary; the Payment Summary screen and its PDF statement), one per account and Mon–Sun week: a
 * record takes over the week's statement when no other record holds it (the weekly job does not
 * write a week that has one). Money in paise (`amount` → `amountPaise`, `netAmountToBeReleased` →
 * `netAmountToBeReleasedPaise`, …), with the statement's two sums checked: amount = earnings −
 * commercial, net = amount + GST − TDS + addition. Percentages as fractions (0.1 is 10 %).
 */
export const paymentSummaryRecordSchema = z
  .object({
    ...recordBase,
    /** As the statement names the operator; left out: the account's name. */
    operatorName: z.string().trim().min(1).max(200).nullish(),
    weekStartDate: ingestDateSchema,
    weekEndDate: ingestDateSchema,
    commercialPercentage: ingestFractionSchema,
    tdsPercentage: ingestFractionSchema,
    /** The operator's earnings of the week (the trips' earnings), before the commercial charge. */
    earningsPaise: paiseSchema,
    commercialPaise: paiseSchema,
    amountPaise: paiseSchema,
    gstPaise: paiseSchema,
    tdsPaise: paiseSchema,
    additionPaise: paiseSchema,
    netAmountToBeReleasedPaise: paiseSchema,
    /** When the week was closed (the statement's date). */
    createdOn: ingestInstantSchema,
    lines: z.array(summaryLineRecordSchema).max(500, 'At most 500 trip lines').default([]),
  })
  .superRefine((r, ctx) => {
    if (weekdayOfDate(r.weekStartDate) !== 'MON')
      ctx.addIssue({ code: 'custom', path: ['weekStartDate'], message: 'A week starts on a Monday' });
    else if (r.weekEndDate !== addDaysToDate(r.weekStartDate, 6))
      ctx.addIssue({
        code: 'custom',
        path: ['weekEndDate'],
        message: 'weekEndDate is the Sunday 6 days after weekStartDate',
      });
    if (r.amountPaise !== r.earningsPaise - r.commercialPaise)
      ctx.addIssue({
        code: 'custom',
        path: ['amountPaise'],
        message: 'amountPaise is earningsPaise − commercialPaise',
      });
    if (r.netAmountToBeReleasedPaise !== r.amountPaise + r.gstPaise - r.tdsPaise + r.additionPaise)
      ctx.addIssue({
        code: 'custom',
        path: ['netAmountToBeReleasedPaise'],
        message: 'netAmountToBeReleasedPaise is amountPaise + gstPaise − tdsPaise + additionPaise',
      });
    const trips = new Set<string>();
    r.lines.forEach((l, i) => {
      if (l.tripDate < r.weekStartDate || l.tripDate > r.weekEndDate)
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'tripDate'],
          message: 'A line’s trip is in the week',
        });
      const key = `${l.service}\n${l.tripDate}`;
      if (trips.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'tripDate'],
          message: 'A trip (service and date) is listed once',
        });
      trips.add(key);
      if (l.notPaidReason != null && l.earningPaise + l.sharePaise + l.guaranteePaise + l.tollPaise !== 0)
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'notPaidReason'],
          message: 'A trip not paid earns nothing: earning, share, guarantee and toll 0',
        });
    });
  })
  .meta({
    examples: [
      {
        externalId: 'WPS-PRL-2026-11-23',
        account: { mobileNo: '9000000002', type: 'BUSOWNER' },
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-29',
        commercialPercentage: 0.1,
        tdsPercentage: 0.02,
        earningsPaise: 25000000,
        commercialPaise: 2500000,
        amountPaise: 22500000,
        gstPaise: 4050000,
        tdsPaise: 450000,
        additionPaise: 630000,
        netAmountToBeReleasedPaise: 26730000,
        createdOn: '2026-12-01T00:00:00+05:30',
        lines: [
          {
            service: 'Amritsar - Delhi 22:00',
            tripDate: '2026-11-23',
            tripStatus: 'COMPLETED',
            busRc: 'PB02AB1234',
            seatsSold: 31,
            revenuePaise: 3720000,
            cancellationChargePaise: 13500,
            sharePaise: 3367500,
            guaranteePaise: 2500000,
            earningPaise: 3367500,
            tollPaise: 90000,
          },
        ],
      },
    ],
  });
export type PaymentSummaryRecord = z.infer<typeof paymentSummaryRecordSchema>;
