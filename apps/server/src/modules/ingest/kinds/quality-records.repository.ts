import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';

/**
 * The SQL of the `inspections` and `audits` kinds (the same four tables: `quality_records`,
 * `quality_groups`, `quality_work_items`, `quality_attachments`): buses and attachments checked,
 * a record's head written and its groups, items and attachments replaced.
 */

export interface QualityRecordJson {
  account_id: string;
  id: string;
  kind: 'INSPECTION' | 'AUDIT';
  name: string;
  bus_rc: string;
  closed_at: string;
}
export interface QualityGroupJson {
  account_id: string;
  id: string;
  record_id: string;
  position: number;
  name: string;
  label: string;
}
export interface QualityItemJson {
  account_id: string;
  id: string;
  record_id: string;
  group_id: string | null;
  position: number;
  name: string;
  value: string;
  remark: string;
}
export interface QualityAttachmentJson {
  account_id: string;
  id: string;
  work_item_id: string;
  position: number;
  type: 'image' | 'video' | 'audio';
  label: string;
  file_id: string;
}

/**
 * Inserts or updates the records' heads and replaces their groups, items and attachments with the
 * ones sent (deleting a record's items takes their attachments with them; its groups go after).
 */
export async function writeQualityRecords(
  tx: Tx,
  rows: {
    records: readonly QualityRecordJson[];
    groups: readonly QualityGroupJson[];
    items: readonly QualityItemJson[];
    attachments: readonly QualityAttachmentJson[];
  },
): Promise<void> {
  if (rows.records.length === 0) return;
  await tx.execute(sql`
    insert into quality_records (account_id, id, kind, name, bus_rc, closed_at)
    select account_id, id, kind, name, bus_rc, closed_at
    from json_populate_recordset(null::quality_records, ${JSON.stringify(rows.records)}::json)
    on conflict (account_id, id) do update set
      kind = excluded.kind, name = excluded.name, bus_rc = excluded.bus_rc, closed_at = excluded.closed_at`);
  const keys = JSON.stringify(rows.records.map((r) => ({ account_id: r.account_id, id: r.id })));
  await tx.execute(sql`
    delete from quality_work_items w using json_to_recordset(${keys}::json) as x(account_id uuid, id uuid)
    where w.account_id = x.account_id and w.record_id = x.id`);
  await tx.execute(sql`
    delete from quality_groups g using json_to_recordset(${keys}::json) as x(account_id uuid, id uuid)
    where g.account_id = x.account_id and g.record_id = x.id`);
  if (rows.groups.length > 0)
    await tx.execute(sql`
      insert into quality_groups (account_id, id, record_id, position, name, label)
      select account_id, id, record_id, position, name, label
      from json_populate_recordset(null::quality_groups, ${JSON.stringify(rows.groups)}::json)`);
  if (rows.items.length > 0)
    await tx.execute(sql`
      insert into quality_work_items (account_id, id, record_id, group_id, position, name, value, remark)
      select account_id, id, record_id, group_id, position, name, value, remark
      from json_populate_recordset(null::quality_work_items, ${JSON.stringify(rows.items)}::json)`);
  if (rows.attachments.length > 0)
    await tx.execute(sql`
      insert into quality_attachments (account_id, id, work_item_id, position, type, label, file_id)
      select account_id, id, work_item_id, position, type, label, file_id
      from json_populate_recordset(null::quality_attachments, ${JSON.stringify(rows.attachments)}::json)`);
}
