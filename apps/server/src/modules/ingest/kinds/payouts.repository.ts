import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../ingest.repository';

/** The `payouts` kind's SQL: report files checked, overlapping payouts found, payouts written in bulk. */

/** For each item, the first other payout of its account whose billing period overlaps its own. */
export async function overlapping(
  tx: Tx,
  wanted: readonly { i: number; account_id: string; own_id: string | null; start: string; end: string }[],
): Promise<Map<number, { billingStart: string; billingEnd: string }>> {
  if (wanted.length === 0) return new Map();
  const result = await rowsOf<{ i: number; billing_start: string; billing_end: string }>(
    tx,
    sql`
    select distinct on (x.i) x.i, p.billing_start::text as billing_start, p.billing_end::text as billing_end
    from json_to_recordset(${JSON.stringify(wanted)}::json) as x(i int, account_id uuid, own_id uuid, start date, "end" date)
    join payouts p on p.account_id = x.account_id and p.billing_end >= x.start and p.billing_start <= x."end"
      and p.id is distinct from x.own_id
    order by x.i, p.billing_start`,
  );
  return new Map(result.map((r) => [r.i, { billingStart: r.billing_start, billingEnd: r.billing_end }]));
}

/** When these payouts were generated (a record without `createdOn` keeps it). */
export async function generatedOn(
  tx: Tx,
  rows: readonly { account_id: string; id: string }[],
): Promise<Map<string, Date>> {
  if (rows.length === 0) return new Map();
  const result = await rowsOf<{ id: string; generated_on: string | Date }>(
    tx,
    sql`
    select p.id, p.generated_on
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(account_id uuid, id uuid)
    join payouts p on p.account_id = x.account_id and p.id = x.id`,
  );
  return new Map(result.map((r) => [r.id, new Date(r.generated_on)]));
}

export interface PayoutJson {
  account_id: string;
  id: string;
  bo_name: string;
  amount_paise: number;
  billing_start: string;
  billing_end: string;
  generated_on: string;
  generated_by_system: boolean;
  pnr_wise_report: string | null;
}

/** Inserts or updates (by account and id) the payouts, in one statement. */
export async function upsertPayouts(tx: Tx, rows: readonly PayoutJson[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into payouts (account_id, id, bo_name, amount_paise, billing_start, billing_end, generated_on,
      generated_by_system, pnr_wise_report)
    select account_id, id, bo_name, amount_paise, billing_start, billing_end, generated_on,
      generated_by_system, pnr_wise_report
    from json_populate_recordset(null::payouts, ${JSON.stringify(rows)}::json)
    on conflict (account_id, id) do update set
      bo_name = excluded.bo_name, amount_paise = excluded.amount_paise, billing_start = excluded.billing_start,
      billing_end = excluded.billing_end, generated_on = excluded.generated_on,
      generated_by_system = excluded.generated_by_system, pnr_wise_report = excluded.pnr_wise_report`);
}
