import { z } from 'zod';
import { ingestDateSchema, ingestInstantSchema, mobileSchema, paise32Schema, recordBase } from './common';

/**
 * A seat sale of an MG trip (the `bookings` row Trips and Revenue, the MG home and the weekly
 * statements count). Keyed in the account by `pnr`.
 */
const busTripBookingSchema = z.object({
  pnr: z.string().trim().min(1, 'pnr is required').max(16, 'Keep pnr within 16 characters'),
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
});

/**
 * `bus-trips`: an MG (BUSOWNER) account's trip — a service on a date, as dispatch ran it (status,
 * the bus) — with its seat sales. Trips and Revenue, the MG home's 7-day table and the weekly
 * statements read it: seats sold and revenue are the confirmed bookings' seats and fares on the
 * provider's own channels (WEB, APP); the cancellation charge is the service contract's
 * `cancellationCharge` share of each passenger-cancelled booking's fare (none on a cancelled trip).
 * Keyed in the account by (`service`, `tripDate`); the bookings listed are the trip's sales: a
 * changed record replaces them (bookings sent as `bookings` records stay).
 */
export const busTripRecordSchema = z
  .object({
    ...recordBase,
    /** The service's name in the account (as Services and Contracts shows it). */
    service: z.string().trim().min(1, 'service is the service’s name in the account').max(200),
    tripDate: ingestDateSchema,
    /** When it leaves; left out: the service's time of day on `tripDate` (IST). */
    departureAt: ingestInstantSchema.nullish(),
    status: z.enum(['SCHEDULED', 'COMPLETED', 'CANCELLED'], {
      error: 'status is SCHEDULED, COMPLETED or CANCELLED',
    }),
    /** The bus that ran it: an RC of the account's buses (null: none yet). */
    busRc: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{6,10}$/, 'busRc: 6 to 10 letters and digits')
      .nullish(),
    bookings: z.array(busTripBookingSchema).max(200, 'At most 200 bookings in a trip').default([]),
  })
  .superRefine((r, ctx) => {
    const pnrs = new Set<string>();
    r.bookings.forEach((b, i) => {
      if (pnrs.has(b.pnr))
        ctx.addIssue({ code: 'custom', path: ['bookings', i, 'pnr'], message: 'A pnr appears twice' });
      pnrs.add(b.pnr);
      if (b.status === 'CANCELLED' && b.cancelledAt == null)
        ctx.addIssue({
          code: 'custom',
          path: ['bookings', i, 'cancelledAt'],
          message: 'A cancelled booking needs cancelledAt',
        });
      if (r.status === 'CANCELLED' && b.status !== 'CANCELLED')
        ctx.addIssue({
          code: 'custom',
          path: ['bookings', i, 'status'],
          message: 'A cancelled trip’s bookings are cancelled (refunded)',
        });
      if (b.seatNumbers.length > 0 && b.seatNumbers.length !== b.seats)
        ctx.addIssue({
          code: 'custom',
          path: ['bookings', i, 'seatNumbers'],
          message: 'seatNumbers names each seat once: as many as seats',
        });
    });
  })
  .meta({
    examples: [
      {
        externalId: 'MGTRIP-PRL-20261129-01',
        account: { mobileNo: '9000000002', type: 'BUSOWNER' },
        service: 'Amritsar - Delhi 22:00',
        tripDate: '2026-11-29',
        status: 'COMPLETED',
        busRc: 'PB02AB1234',
        bookings: [
          {
            pnr: 'MG8F3K2Q',
            passengerName: 'Harpreet Gill',
            passengerMobile: '9876543210',
            seatType: 'SLEEPER',
            seatNumbers: ['L4', 'L5'],
            seats: 2,
            farePaise: 240000,
            status: 'CONFIRMED',
            channel: 'APP',
            bookedAt: '2026-11-27T18:05:00+05:30',
          },
          {
            pnr: 'MG8F3K2R',
            passengerName: 'Neha Sharma',
            passengerMobile: '9876543211',
            seatType: 'SEATER',
            seats: 1,
            farePaise: 90000,
            status: 'CANCELLED',
            channel: 'WEB',
            bookedAt: '2026-11-26T10:00:00+05:30',
            cancelledAt: '2026-11-28T09:15:00+05:30',
          },
        ],
      },
    ],
  });
export type BusTripRecord = z.infer<typeof busTripRecordSchema>;
