import { z } from 'zod';
import { ingestInstantSchema, mobileSchema, paise32Schema, recordBase } from './common';

/** A station of a cab booking (part 2 §3 Booking: fromStation, toStation). */
const stationSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  address: z.string().trim().min(1, 'address is required').max(300),
});

/** Part 2 §3 Booking. `_id` is the booking's id in your system, unique within the trip. */
const cabBookingSchema = z.object({
  _id: z.string().trim().min(1, '_id is the booking’s id in your system').max(64),
  name: z.string().trim().min(1, 'name is required').max(100),
  mobileNo: mobileSchema,
  noOfSeats: z.number().int().min(1, 'At least one seat').max(60),
  status: z.enum(['CONFIRMED', 'CANCELLED'], { error: 'status is CONFIRMED or CANCELLED' }),
  fromStation: stationSchema,
  toStation: stationSchema,
  fromStationDate: ingestInstantSchema,
  toStationDate: ingestInstantSchema,
});

/** Part 2 §3 boaredCoreBooking (spelled that way): the marshal who boards a booking. */
const boardedSchema = z.object({
  bookingId: z.string().trim().min(1).max(64),
  boardedLegMarshalDetails: z.object({
    busHostId: z.string().trim().min(1, 'busHostId is required').max(32),
    name: z.string().trim().min(1).max(100).nullish(),
    mobileNo: mobileSchema.nullish(),
  }),
});

/**
 * `cab-trips`: a cab trip (booking group) of a CABOWNER account with its bookings and the marshals
 * who board them (part 2 §3 Trip), and its contract (Fleet payment summary). Keyed in the account by
 * `groupCode`; `from` and `to` are city names the product knows. Driver fields are optional: when
 * left out, an assignment made in the console stays.
 */
export const cabTripRecordSchema = z
  .object({
    ...recordBase,
    groupCode: z.string().trim().min(1, 'groupCode is the trip ID').max(24, 'Keep groupCode within 24'),
    startTime: ingestInstantSchema,
    from: z.string().trim().min(1, 'from is a city name').max(80),
    to: z.string().trim().min(1, 'to is a city name').max(80),
    seater: z.string().trim().max(60).default(''),
    passengers: z.number().int().min(0).max(100),
    routeType: z.enum(['INTER', 'INTRA'], { error: 'routeType is INTER or INTRA' }),
    rcNumber: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{6,10}$/, 'rcNumber: 6 to 10 capital letters and digits')
      .nullish(),
    driverMobileNo: mobileSchema.nullish(),
    driverName: z.string().trim().min(1).max(30).nullish(),
    supplyCostPaise: paise32Schema,
    contractValidUntil: ingestInstantSchema,
    bookings: z.array(cabBookingSchema).max(100).default([]),
    boaredCoreBooking: z.array(boardedSchema).max(100).default([]),
  })
  .superRefine((r, ctx) => {
    const ids = new Set<string>();
    r.bookings.forEach((b, i) => {
      if (ids.has(b._id))
        ctx.addIssue({
          code: 'custom',
          path: ['bookings', i, '_id'],
          message: 'A booking _id appears twice',
        });
      ids.add(b._id);
    });
    r.boaredCoreBooking.forEach((b, i) => {
      if (!ids.has(b.bookingId))
        ctx.addIssue({
          code: 'custom',
          path: ['boaredCoreBooking', i, 'bookingId'],
          message: 'bookingId names none of this trip’s bookings',
        });
    });
    if ((r.driverMobileNo == null) !== (r.driverName == null))
      ctx.addIssue({
        code: 'custom',
        path: ['driverName'],
        message: 'Send driverMobileNo and driverName together',
      });
  })
  .meta({
    examples: [
      {
        externalId: 'TRIP-77120',
        account: { mobileNo: '9000000004', type: 'CABOWNER' },
        groupCode: 'CB77120',
        startTime: '2026-11-30T07:00:00+05:30',
        from: 'Bengaluru',
        to: 'Mysuru',
        seater: 'Tempo Traveller 12',
        passengers: 3,
        routeType: 'INTER',
        rcNumber: 'KA01AB1234',
        supplyCostPaise: 450000,
        contractValidUntil: '2027-03-31T23:59:59+05:30',
        bookings: [
          {
            _id: 'B1',
            name: 'Ravi Kumar',
            mobileNo: '9812345670',
            noOfSeats: 2,
            status: 'CONFIRMED',
            fromStation: { name: 'Silk Board', address: 'Silk Board Junction, Bengaluru' },
            toStation: { name: 'Mysuru Palace', address: 'Sayyaji Rao Rd, Mysuru' },
            fromStationDate: '2026-11-30T07:00:00+05:30',
            toStationDate: '2026-11-30T10:30:00+05:30',
          },
        ],
        boaredCoreBooking: [
          {
            bookingId: 'B1',
            boardedLegMarshalDetails: { busHostId: 'M-101', name: 'Suresh', mobileNo: '9900011122' },
          },
        ],
      },
    ],
  });
export type CabTripRecord = z.infer<typeof cabTripRecordSchema>;
