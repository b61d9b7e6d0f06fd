import { z } from 'zod';
import { ingestInstantSchema, paise32Schema, recordBase } from './common';

/**
 * `fleet-contracts`: the contract terms of a cab trip of a CABOWNER account (the Fleet payment
 * summary's Amount: the supply cost, or 'Contract Invalid' when the contract ended before the trip
 * started). The trip is named by its `groupCode` (the trip ID) and must exist (sent as a `cab-trips`
 * record, or made in the product); a trip's contract is held by one record. A later `cab-trips`
 * record of the same trip sets its own terms again.
 */
export const fleetContractRecordSchema = z
  .object({
    ...recordBase,
    groupCode: z.string().trim().min(1, 'groupCode is the trip ID').max(24, 'Keep groupCode within 24'),
    /** What the trip pays the fleet operator. */
    supplyCostPaise: paise32Schema,
    /** The contract's end: a trip starting after it is 'Contract Invalid' and earns nothing. */
    contractValidUntil: ingestInstantSchema,
  })
  .meta({
    examples: [
      {
        externalId: 'FC-77120',
        account: { mobileNo: '9000000004', type: 'CABOWNER' },
        groupCode: 'CB77120',
        supplyCostPaise: 475000,
        contractValidUntil: '2027-03-31T23:59:59+05:30',
      },
    ],
  });
export type FleetContractRecord = z.infer<typeof fleetContractRecordSchema>;
