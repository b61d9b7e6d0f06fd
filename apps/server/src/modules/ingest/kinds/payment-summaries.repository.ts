import { sql } from 'drizzle-orm';
import type { SummaryLine } from '../../../db/schema';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../ingest.repository';

/** The `payment-summaries` kind's SQL: accounts' names, the weeks' statements, statements written in bulk. */

export async function accountNames(tx: Tx, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const result = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`select id, name from accounts where id = any(${sql.param([...accountIds])}::uuid[])`,
  );
  return new Map(result.map((r) => [r.id, r.name]));
}

/** The statements there are of these (account, week). */
export async function summariesOfWeeks(
  tx: Tx,
  keys: readonly { account_id: string; week_start_date: string }[],
): Promise<{ accountId: string; weekStartDate: string; id: string }[]> {
  if (keys.length === 0) return [];
  const result = await rowsOf<{ account_id: string; week_start_date: string; id: string }>(
    tx,
    sql`
    select s.account_id, s.week_start_date::text as week_start_date, s.id
    from json_to_recordset(${JSON.stringify(keys)}::json) as x(account_id uuid, week_start_date date)
    join weekly_payment_summaries s on s.account_id = x.account_id and s.week_start_date = x.week_start_date`,
  );
  return result.map((r) => ({ accountId: r.account_id, weekStartDate: r.week_start_date, id: r.id }));
}

export interface SummaryJson {
  account_id: string;
  id: string;
  operator_name: string;
  week_start_date: string;
  week_end_date: string;
  commercial_percentage: number;
  tds_percentage: number;
  earnings_paise: number;
  commercial_paise: number;
  amount_paise: number;
  gst_paise: number;
  tds_paise: number;
  addition_paise: number;
  net_paise: number;
  lines: SummaryLine[];
  created_on: string;
}

/** Inserts or updates (by account and id) the statements, in one statement. */
export async function upsertSummaries(tx: Tx, rows: readonly SummaryJson[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into weekly_payment_summaries (account_id, id, operator_name, week_start_date, week_end_date,
      commercial_percentage, tds_percentage, earnings_paise, commercial_paise, amount_paise, gst_paise, tds_paise,
      addition_paise, net_paise, lines, created_on)
    select account_id, id, operator_name, week_start_date, week_end_date,
      commercial_percentage, tds_percentage, earnings_paise, commercial_paise, amount_paise, gst_paise, tds_paise,
      addition_paise, net_paise, lines, created_on
    from json_populate_recordset(null::weekly_payment_summaries, ${JSON.stringify(rows)}::json)
    on conflict (account_id, id) do update set
      operator_name = excluded.operator_name, week_start_date = excluded.week_start_date,
      week_end_date = excluded.week_end_date, commercial_percentage = excluded.commercial_percentage,
      tds_percentage = excluded.tds_percentage, earnings_paise = excluded.earnings_paise,
      commercial_paise = excluded.commercial_paise, amount_paise = excluded.amount_paise,
      gst_paise = excluded.gst_paise, tds_paise = excluded.tds_paise, addition_paise = excluded.addition_paise,
      net_paise = excluded.net_paise, lines = excluded.lines, created_on = excluded.created_on`);
}
