import { fleetContractRecordSchema } from '@oc/contract';
import { externalIdsOfRows } from '../ingest.repository';
import { tripsByGroupCode } from './cab-trips.repository';
import * as repo from './fleet-contracts.repository';
import { defineKind, instantOf, refuse, type WriteOutcome } from './kind';

/**
 * `fleet-contracts`: the contract terms of a CABOWNER account's cab trip (the Fleet payment
 * summary's supply cost and contract end, `cab_trips.supply_cost_paise` and
 * `contract_valid_until`). The trip is named by its group code and must exist; one record holds a
 * trip's contract. The row is the trip.
 */
export function fleetContractsKind() {
  return defineKind({
    scope: 'fleet-contracts',
    schema: fleetContractRecordSchema,
    accountTypes: ['CABOWNER'],
    entity: 'cab_trips',
    async write(tx, items) {
      const out = new Map<number, WriteOutcome>();
      const trips = await tripsByGroupCode(
        tx,
        items.map((i) => ({ account_id: i.accountId, group_code: i.record.groupCode })),
      );
      const tripOf = new Map(trips.map((t) => [`${t.accountId}:${t.groupCode}`, t.id]));
      const owners = new Map(
        (
          await externalIdsOfRows(
            tx,
            'fleet-contracts',
            trips.map((t) => t.id),
          )
        ).map((r) => [r.rowId, r]),
      );
      const rows: repo.FleetContractJson[] = [];
      const inBatch = new Set<string>();
      for (const item of items) {
        const r = item.record;
        const key = `${item.accountId}:${r.groupCode}`;
        const id = tripOf.get(key);
        if (!id) {
          out.set(item.index, refuse('groupCode', `No trip ${r.groupCode} in this account`));
          continue;
        }
        if (inBatch.has(key)) {
          out.set(item.index, refuse('groupCode', `Trip ${r.groupCode} is already in this batch`));
          continue;
        }
        // Another record's contract of the trip: one record holds it (its own earlier row is fine).
        const owner = owners.get(id);
        if (owner && id !== item.rowId) {
          out.set(item.index, refuse('groupCode', `Trip ${r.groupCode}’s contract is another record’s`));
          continue;
        }
        inBatch.add(key);
        rows.push({
          account_id: item.accountId,
          id,
          supply_cost_paise: r.supplyCostPaise,
          contract_valid_until: instantOf(r.contractValidUntil).toISOString(),
        });
        out.set(item.index, { rowId: id });
      }
      await repo.setTripContracts(tx, rows);
      return out;
    },
  });
}
