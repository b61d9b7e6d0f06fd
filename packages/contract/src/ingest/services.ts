import { z } from 'zod';
import { CONTRACT_TYPES, PAYOUT_FREQUENCIES, SERVICE_STATUSES } from '../contracts';
import { ingestDateSchema, paise32Schema, paiseSchema, recordBase } from './common';

/** A share or a fraction: 0 to 1 with at most 4 decimals (0.25 is 25 %; 0.1250 is 12.5 %). */
export const ingestFractionSchema = z
  .number({ error: 'A fraction from 0 to 1 (0.25 is 25 %)' })
  .min(0, 'A fraction from 0 to 1 (0.25 is 25 %)')
  .max(1, 'A fraction from 0 to 1 (0.25 is 25 %)')
  .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, 'At most 4 decimals (0.1250)');

const basisPoints = (fraction: number) => Math.round(fraction * 10_000);

/**
 * Part 2 §3 revenue bracket, money in paise: the trip's gross revenue in [startPaise, endPaise) is
 * split between the company (`companyShare`, the spec's `{product}Share`) and the operator.
 */
const revenueBracketRecordSchema = z.object({
  startPaise: paiseSchema,
  /** null: no upper end (only the last bracket). */
  endPaise: paiseSchema.nullable(),
  companyShare: ingestFractionSchema,
  operatorShare: ingestFractionSchema,
});

/**
 * Part 2 §3 contract of a service, money in paise (`runningCost` → `runningCostPaise`, …). Its
 * `status` is not sent: it is EXPIRED after `validTo`, else ACTIVE.
 */
const serviceContractRecordSchema = z
  .object({
    name: z.string().trim().min(1, 'The contract’s name is required').max(200),
    type: z.enum(CONTRACT_TYPES, { error: `type is ${CONTRACT_TYPES.join(' or ')}` }),
    /** In force from … to (IST business dates, both inclusive). */
    validFrom: ingestDateSchema,
    validTo: ingestDateSchema,
    /** Per trip: guaranteed per run trip under MINIMUM_GUARANTEE. */
    runningCostPaise: paise32Schema,
    /** The share of a passenger-cancelled booking's fare kept as cancellation charge. */
    cancellationCharge: ingestFractionSchema,
    /** Trips per service and week the company may cancel for low demand without the guarantee. */
    freeDemandCancellation: z.number().int().min(0).max(50).default(0),
    /** Diesel price per litre the running cost assumes. */
    baseFuelRatePaise: paise32Schema,
    roundTripTollPaise: paise32Schema.default(0),
    additionalGuaranteePaise: paise32Schema.default(0),
    revenueBracket: z.array(revenueBracketRecordSchema).min(1, 'At least one revenue bracket').max(10),
  })
  .superRefine((c, ctx) => {
    if (c.validTo < c.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validTo is on or after validFrom' });
    c.revenueBracket.forEach((b, i) => {
      const path = ['revenueBracket', i];
      if (basisPoints(b.companyShare) + basisPoints(b.operatorShare) !== 10_000)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'operatorShare'],
          message: 'companyShare and operatorShare add up to 1',
        });
      const expectedStart = i === 0 ? 0 : c.revenueBracket[i - 1]?.endPaise;
      if (b.startPaise !== expectedStart)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'startPaise'],
          message:
            i === 0 ? 'The first bracket starts at 0' : 'A bracket starts where the one before it ends',
        });
      if (b.endPaise === null && i !== c.revenueBracket.length - 1)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'endPaise'],
          message: 'Only the last bracket has no upper end',
        });
      if (b.endPaise !== null && b.endPaise <= b.startPaise)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'endPaise'],
          message: 'endPaise is above startPaise',
        });
    });
  });

/**
 * `services`: an MG (BUSOWNER) account's service (part 2 §3 Service) with its contract and revenue
 * brackets (Services and Contracts; the weekly statements pay by them). Keyed in the account by the
 * record (a changed `name` renames the service); a new record takes over a service of that name that
 * no other record holds. `from`, `to` and `busType.name` are names the product knows.
 * `contract: null` removes the service's contract. Base fares left out keep the ones there are.
 */
export const serviceRecordSchema = z
  .object({
    ...recordBase,
    name: z.string().trim().min(1, 'name is required').max(200),
    status: z.enum(SERVICE_STATUSES, { error: 'status is ACTIVE or INACTIVE' }).default('ACTIVE'),
    busType: z.object({ name: z.string().trim().min(1, 'busType.name is a bus type’s name').max(120) }),
    from: z.string().trim().min(1, 'from is a city name').max(80),
    to: z.string().trim().min(1, 'to is a city name').max(80),
    /** Leaves at this time of day (IST), HH:MM. */
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'startTime is HH:MM (24-hour, IST)'),
    durationMinutes: z.number().int().min(1).max(4320, 'At most 3 days (4320 minutes)'),
    baseSeaterFarePaise: paise32Schema.nullish(),
    baseSleeperFarePaise: paise32Schema.nullish(),
    /** The contract's payout frequency; with a contract only (default WEEKLY). */
    busOperatorPayoutFrequency: z
      .enum(PAYOUT_FREQUENCIES, { error: `busOperatorPayoutFrequency is ${PAYOUT_FREQUENCIES.join(', ')}` })
      .nullish(),
    contract: serviceContractRecordSchema.nullable(),
  })
  .superRefine((r, ctx) => {
    if (r.contract === null && r.busOperatorPayoutFrequency != null)
      ctx.addIssue({
        code: 'custom',
        path: ['busOperatorPayoutFrequency'],
        message: 'busOperatorPayoutFrequency is the contract’s: send it with a contract',
      });
  })
  .meta({
    examples: [
      {
        externalId: 'SVC-PRL-ASR-DEL-2200',
        account: { mobileNo: '9000000002', type: 'BUSOWNER' },
        name: 'Amritsar - Delhi 22:00',
        status: 'ACTIVE',
        busType: { name: 'AC Sleeper (2+1)' },
        from: 'Amritsar',
        to: 'Delhi',
        startTime: '22:00',
        durationMinutes: 540,
        baseSleeperFarePaise: 120000,
        busOperatorPayoutFrequency: 'WEEKLY',
        contract: {
          name: 'Amritsar - Delhi 22:00 minimum guarantee contract',
          type: 'MINIMUM_GUARANTEE',
          validFrom: '2026-04-01',
          validTo: '2027-03-31',
          runningCostPaise: 2400000,
          cancellationCharge: 0.15,
          freeDemandCancellation: 1,
          baseFuelRatePaise: 9015,
          roundTripTollPaise: 90000,
          additionalGuaranteePaise: 100000,
          revenueBracket: [
            { startPaise: 0, endPaise: 2500000, companyShare: 0, operatorShare: 1 },
            { startPaise: 2500000, endPaise: 3000000, companyShare: 0.25, operatorShare: 0.75 },
            { startPaise: 3000000, endPaise: 3500000, companyShare: 1, operatorShare: 0 },
            { startPaise: 3500000, endPaise: null, companyShare: 0.5, operatorShare: 0.5 },
          ],
        },
      },
    ],
  });
export type ServiceRecord = z.infer<typeof serviceRecordSchema>;
