import {
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookingStatus, cities, tenantKey, tenantKeyConstraints, users } from './core';

/**
 * Cab and fleet operations of CABOWNER accounts (docs/architecture.md "Cab trips"): the trips with
 * their driver and contract, the bookings, the marshals who board them, the driver messages sent
 * and the click-to-call log. Tenant tables: primary key (account_id, id) plus a unique id.
 */

/**
 * Route type of a cab trip (part 2 §3 Fleet summary filter "two fixed values"; part 1 enumerations
 * "route kinds Inter and Intra"): INTER = between two cities, INTRA = within one city.
 */
export const cabRouteType = pgEnum('cab_route_type', ['INTER', 'INTRA']);

/** Driver communication events (part 2 §7 POST /cabOperator/driver/communication). */
export const cabDriverEvent = pgEnum('cab_driver_event', [
  'driverAssignedCabBookingGroup',
  'driverAssignedCabBookingGroupUpdate',
]);

/** Who was called through click-to-call. */
export const cabCallRole = pgEnum('cab_call_role', ['PASSENGER', 'MARSHAL', 'DRIVER']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A cab trip (a booking group) run for a CABOWNER account. `group_code` is the trip ID shown to the
 * operator. Contract: `supply_cost_paise` is what the trip pays the operator under its contract;
 * `contract_valid_until` is the end of that contract, and the trip's contract counts as expired
 * when it ended before the trip started (`contract_valid_until < start_at`, derived by the server,
 * never stored). The driver fields are null until a driver is assigned; `driver_assigned_at` is
 * when they were last set.
 */
export const cabTrips = pgTable(
  'cab_trips',
  {
    ...tenantKey(),
    groupCode: varchar('group_code', { length: 24 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    fromCityId: uuid('from_city_id')
      .notNull()
      .references(() => cities.id),
    toCityId: uuid('to_city_id')
      .notNull()
      .references(() => cities.id),
    /** Asset type ('4 Seater', 'Tempo Traveller 12', …); '' when unknown. */
    seater: text('seater').notNull().default(''),
    passengers: integer('passengers').notNull().default(0),
    routeType: cabRouteType('route_type').notNull(),
    vehicleRc: varchar('vehicle_rc', { length: 10 }),
    driverMobile: varchar('driver_mobile', { length: 10 }),
    driverName: varchar('driver_name', { length: 30 }),
    driverAssignedAt: timestamp('driver_assigned_at', { withTimezone: true }),
    /**
     * The driver message the last assignment calls for (new or update), until it is sent: one SMS
     * per assignment, with the event the server decided (docs/architecture.md "Cab trips").
     */
    driverEventDue: cabDriverEvent('driver_event_due'),
    supplyCostPaise: integer('supply_cost_paise').notNull(),
    contractValidUntil: timestamp('contract_valid_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeyConstraints('cab_trips', t),
    unique('cab_trips_account_group_code_unique').on(t.accountId, t.groupCode),
    index('cab_trips_account_start_idx').on(t.accountId, t.startAt),
  ],
);

/**
 * The marshals (bus hosts) of a trip's boarding legs, `position` 1…n ('Marshal N'). Name and
 * mobile may be unknown ('Marshal Details Unavailable').
 */
export const cabMarshals = pgTable(
  'cab_marshals',
  {
    ...tenantKey({ accountRef: false }),
    tripId: uuid('trip_id').notNull(),
    position: integer('position').notNull(),
    busHostId: varchar('bus_host_id', { length: 32 }).notNull(),
    name: text('name'),
    mobile: varchar('mobile', { length: 10 }),
  },
  (t) => [
    ...tenantKeyConstraints('cab_marshals', t),
    unique('cab_marshals_trip_position_unique').on(t.accountId, t.tripId, t.position),
    foreignKey({
      columns: [t.accountId, t.tripId],
      foreignColumns: [cabTrips.accountId, cabTrips.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A booking on a cab trip. `marshal_id` is the marshal of its boarding leg (null: not linked to
 * any marshal). Only CONFIRMED bookings are listed to the operator.
 */
export const cabBookings = pgTable(
  'cab_bookings',
  {
    ...tenantKey({ accountRef: false }),
    tripId: uuid('trip_id').notNull(),
    name: text('name').notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    seats: integer('seats').notNull(),
    status: bookingStatus('status').notNull().default('CONFIRMED'),
    pickupName: text('pickup_name').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    dropName: text('drop_name').notNull(),
    dropAddress: text('drop_address').notNull(),
    dropAt: timestamp('drop_at', { withTimezone: true }).notNull(),
    marshalId: uuid('marshal_id'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeyConstraints('cab_bookings', t),
    foreignKey({
      columns: [t.accountId, t.tripId],
      foreignColumns: [cabTrips.accountId, cabTrips.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.accountId, t.marshalId],
      foreignColumns: [cabMarshals.accountId, cabMarshals.id],
    }),
    index('cab_bookings_trip_idx').on(t.accountId, t.tripId),
  ],
);

/** Driver messages sent after an assignment (recorded once sent through the SMS provider). */
export const cabDriverMessages = pgTable(
  'cab_driver_messages',
  {
    ...tenantKey({ accountRef: false }),
    tripId: uuid('trip_id').notNull(),
    event: cabDriverEvent('event').notNull(),
    /** The driver's mobile number the message went to. */
    recipient: varchar('recipient', { length: 10 }).notNull(),
    body: text('body').notNull(),
    sentBy: uuid('sent_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    ...tenantKeyConstraints('cab_driver_messages', t, { uniqueId: false }),
    foreignKey({
      columns: [t.accountId, t.tripId],
      foreignColumns: [cabTrips.accountId, cabTrips.id],
    }).onDelete('cascade'),
    index('cab_driver_messages_trip_idx').on(t.accountId, t.tripId, t.sentAt),
  ],
);

/** Click-to-call log: every call placed through the telephony provider. */
export const cabCalls = pgTable(
  'cab_calls',
  {
    ...tenantKey({ accountRef: false }),
    tripId: uuid('trip_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    caller: varchar('caller', { length: 10 }).notNull(),
    receiver: varchar('receiver', { length: 10 }).notNull(),
    receiverRole: cabCallRole('receiver_role').notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The provider's call id (Exotel Call Sid; the sandbox's own id). */
    providerCallId: text('provider_call_id'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeyConstraints('cab_calls', t, { uniqueId: false }),
    foreignKey({
      columns: [t.accountId, t.tripId],
      foreignColumns: [cabTrips.accountId, cabTrips.id],
    }).onDelete('cascade'),
    index('cab_calls_trip_idx').on(t.accountId, t.tripId, t.createdAt),
  ],
);
