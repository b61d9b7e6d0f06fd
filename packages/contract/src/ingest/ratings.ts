import { z } from 'zod';
import { busRcSchema } from '../buses';
import { ingestDateSchema, ingestInstantSchema, recordBase } from './common';

/** Part 2 §3 Rating record's booking: a passenger's stars, words and tags. */
const bookingRatingRecordSchema = z.object({
  /** The booking's PNR in the account (as `bookings` sent it). */
  bookingCode: z.string().trim().min(1, 'bookingCode is the booking’s PNR').max(16),
  rating: z
    .number({ error: 'rating is a whole number of stars, 1 to 5' })
    .int('rating is a whole number of stars, 1 to 5')
    .min(1, 'rating is a whole number of stars, 1 to 5')
    .max(5, 'rating is a whole number of stars, 1 to 5'),
  comments: z.string().trim().max(1000, 'Keep comments within 1,000 characters').default(''),
  tags: z
    .array(z.string().trim().min(1, 'A tag is not empty').max(40, 'Keep a tag within 40 characters'))
    .max(20, 'At most 20 tags')
    .default([]),
  /** When the passenger rated (default: when the rating first came in). */
  ratedAt: ingestInstantSchema.nullish(),
});

/**
 * `ratings`: the passengers' ratings of one trip of an MG (BUSOWNER) account (part 2 §3 Rating
 * record; the Feedback Data screen). The trip is the service's (by its name in the account) on
 * `tripDate`; each booking is named by its PNR and must be a booking of that trip. A record is the
 * trip's ratings as a whole: a changed record replaces them. `busRc`, when sent, is the bus that
 * ran the trip: a bus of the account, and the trip's own when it has one.
 */
export const ratingRecordSchema = z
  .object({
    ...recordBase,
    service: z.object(
      { name: z.string().trim().min(1, 'service.name is the service’s name in the account').max(200) },
      { error: 'service is { "name": "…" }: the service’s name in the account' },
    ),
    tripDate: ingestDateSchema,
    busRc: busRcSchema.nullish(),
    bookings: z
      .array(bookingRatingRecordSchema, { error: 'bookings is a list of the trip’s rated bookings' })
      .min(1, 'Send at least one rated booking')
      .max(100, 'At most 100 bookings'),
  })
  .superRefine((r, ctx) => {
    const seen = new Set<string>();
    r.bookings.forEach((b, i) => {
      if (seen.has(b.bookingCode))
        ctx.addIssue({
          code: 'custom',
          path: ['bookings', i, 'bookingCode'],
          message: 'A bookingCode appears twice: rate a booking once',
        });
      seen.add(b.bookingCode);
    });
  })
  .meta({
    examples: [
      {
        externalId: 'RT-20261128-BLRMAS-2130',
        account: { mobileNo: '9000000002', type: 'BUSOWNER' },
        service: { name: 'Bengaluru → Chennai 21:30' },
        tripDate: '2026-11-28',
        busRc: 'KA01AB1234',
        bookings: [
          {
            bookingCode: 'PNR8F3K2Q',
            rating: 5,
            comments: 'Clean bus, on time',
            tags: ['Punctuality', 'Cleanliness'],
            ratedAt: '2026-11-29T08:15:00+05:30',
          },
          { bookingCode: 'PNR8F3K2R', rating: 2, comments: 'AC was not working', tags: ['AC'] },
        ],
      },
    ],
  });
export type RatingRecord = z.infer<typeof ratingRecordSchema>;
