import { z } from 'zod';
import { envelope } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Buses of an MG account (part 2 §2 Buses, §3 RC item; docs/architecture.md "Buses"). The RC list is
 * the account's own buses: every RC filter of part 2 (inspections, audits, feedback, services, trips
 * and revenue, reimbursements) picks from it, and an RC that is not the account's matches nothing.
 */

export const BUS_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const busStatusSchema = z.enum(BUS_STATUSES);
export type BusStatus = z.infer<typeof busStatusSchema>;

/** A vehicle registration number as stored: letters and digits, upper case, at most 10. */
export const busRcSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,10}$/, 'A bus RC is letters and digits, at most 10');

/** Most RCs one filter may name. */
export const MAX_RC_FILTER = 50;

/** `rc` as a comma list in a query (`?rc=PB01AB1234,PB02CD5678`): the RCs, upper-cased, no blanks. */
export const rcCommaListSchema = z
  .string()
  .max(MAX_RC_FILTER * 11, `At most ${MAX_RC_FILTER} RCs`)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== ''),
  )
  .pipe(z.array(busRcSchema).max(MAX_RC_FILTER, `At most ${MAX_RC_FILTER} RCs`));

/** Part 2 §3 RC item. `_id` is the bus id (the reimbursement picker's `{_id, rc}`). */
export const rcItemSchema = z.object({
  _id: z.string(),
  rc: z.string(),
  status: busStatusSchema,
  busType: z.object({ name: z.string() }),
});
export type RcItem = z.infer<typeof rcItemSchema>;
export const rcListResponseSchema = envelope(z.array(rcItemSchema));

export const busesEndpoints = {
  rc: defineEndpoint({
    access: 'tenant',
    accountTypes: ['BUSOWNER'],
    feature: 'Buses',
    method: 'GET',
    path: '/user/rc',
    response: rcListResponseSchema,
    errors: [401, 403],
    tags: ['buses'],
    summary: "The account's buses (RC, status, bus type), by RC",
  }),
};
