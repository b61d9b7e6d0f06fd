import { z } from 'zod';
import { ingestDateSchema, ingestInstantSchema, mobileSchema, paise32Schema, recordBase } from './common';

/**
 * `bookings`: a seat sale of a bus account's service (GDS sales; Today's Sales on Home, payouts,
 * the PNR-wise report). Keyed in the account by `pnr`; the trip is the service's on `tripDate`.
 */
export const bookingRecordSchema = z
  .object({
    ...recordBase,
    pnr: z.string().trim().min(1, 'pnr is required').max(16, 'Keep pnr within 16 characters'),
    /** The service's name in the account (as Deals and Commission show it). */
    service: z.string().trim().min(1, 'service is the service’s name in the account').max(200),
    tripDate: ingestDateSchema,
    passengerName: z.string().trim().min(1, 'passengerName is required').max(100),
    passengerMobile: mobileSchema,
    seatType: z.enum(['SEATER', 'SLEEPER'], { error: 'seatType is SEATER or SLEEPER' }),
    seatNumbers: z.array(z.string().trim().min(1).max(8)).max(60).default([]),
    seats: z.number().int().min(1, 'At least one seat').max(60, 'At most 60 seats'),
    farePaise: paise32Schema,
    status: z.enum(['CONFIRMED', 'CANCELLED'], { error: 'status is CONFIRMED or CANCELLED' }),
    channel: z.enum(['WEB', 'APP', 'AGENT', 'PARTNER', 'COUNTER'], {
      error: 'channel is WEB, APP, AGENT, PARTNER or COUNTER',
    }),
    bookedAt: ingestInstantSchema,
    cancelledAt: ingestInstantSchema.nullish(),
    /** The deal the seat was sold under (its code on Deals) and the discount it gave; none: no deal. */
    deal: z
      .object({
        code: z.string().trim().min(1, 'deal.code is the deal’s code on Deals').max(16),
        discountPaise: paise32Schema,
      })
      .nullish(),
  })
  .superRefine((r, ctx) => {
    if (r.status === 'CANCELLED' && r.cancelledAt == null)
      ctx.addIssue({
        code: 'custom',
        path: ['cancelledAt'],
        message: 'A cancelled booking needs cancelledAt',
      });
    if (r.seatNumbers.length > 0 && r.seatNumbers.length !== r.seats)
      ctx.addIssue({
        code: 'custom',
        path: ['seatNumbers'],
        message: 'seatNumbers names each seat once: as many as seats',
      });
  })
  .meta({
    examples: [
      {
        externalId: 'BK-20261129-0001',
        account: { mobileNo: '9000000001', type: 'OPERATOR' },
        pnr: 'PNR8F3K2Q',
        service: 'Bengaluru → Chennai 21:30',
        tripDate: '2026-11-29',
        passengerName: 'Asha Rao',
        passengerMobile: '9876543210',
        seatType: 'SLEEPER',
        seatNumbers: ['L4'],
        seats: 1,
        farePaise: 125050,
        status: 'CONFIRMED',
        channel: 'APP',
        bookedAt: '2026-11-29T09:30:00+05:30',
        deal: { code: 'EB7K2M9Q', discountPaise: 15000 },
      },
    ],
  });
export type BookingRecord = z.infer<typeof bookingRecordSchema>;
