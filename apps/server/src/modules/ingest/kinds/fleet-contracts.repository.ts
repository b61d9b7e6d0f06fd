import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';

/** The `fleet-contracts` kind's SQL: the trips' contract terms set in bulk. */

export interface FleetContractJson {
  account_id: string;
  id: string;
  supply_cost_paise: number;
  contract_valid_until: string;
}

/** Sets the contract terms (supply cost, contract end) of these cab trips, in one statement. */
export async function setTripContracts(tx: Tx, rows: readonly FleetContractJson[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update cab_trips t set supply_cost_paise = x.supply_cost_paise, contract_valid_until = x.contract_valid_until
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(account_id uuid, id uuid, supply_cost_paise integer, contract_valid_until timestamptz)
    where t.account_id = x.account_id and t.id = x.id`);
}
