import { randomUUID } from 'node:crypto';
import { INGEST_FILE_FEATURE, type AttachmentType, type QualityWorkRecord } from '@oc/contract';
import type { Tx } from '../../../db/client';
import { busesOf, ingestedFilesOf } from '../ingest.repository';
import * as repo from './quality-records.repository';
import type { IngestItem, RecordError, WriteOutcome } from './kind';
import { instantOf } from './kind';

/** What an inspection and an audit record share (an inspection has no groups). */
export interface QualityRecordInput {
  externalId: string;
  name: string;
  busRc: string;
  closedDate: string | number;
  work: QualityWorkRecord[];
  groupWork?: { name: string; label: string; work: QualityWorkRecord[] }[];
}

/** An attachment's content type is of its `attachmentType`: 'image/png' for image, … */
const isOfType = (contentType: string, type: AttachmentType) => contentType.startsWith(`${type}/`);
const A_TYPE: Record<AttachmentType, string> = {
  image: 'an image',
  video: 'a video',
  audio: 'an audio file',
};

/**
 * The write of `inspections` and `audits` (docs/integration.md): a record is refused alone when its
 * bus is not one of its account's, or when an attachment's `fileId` is not a file uploaded for that
 * same account (tenant isolation: another account's id finds nothing) or not of its
 * `attachmentType`; the others are written in bulk. A record's row is its own (a new one the first
 * time); a changed record replaces its groups, items and attachments.
 */
export async function writeQuality<R extends QualityRecordInput>(
  tx: Tx,
  kind: 'INSPECTION' | 'AUDIT',
  items: readonly IngestItem<R>[],
): Promise<Map<number, WriteOutcome>> {
  const out = new Map<number, WriteOutcome>();
  const listsOf = (r: R) => [
    { path: 'work', work: r.work },
    ...(r.groupWork ?? []).map((g, i) => ({ path: `groupWork.${i}.work`, work: g.work })),
  ];
  const buses = await busesOf(
    tx,
    items.map((i) => ({ account_id: i.accountId, rc: i.record.busRc })),
  );
  const files = await ingestedFilesOf(
    tx,
    INGEST_FILE_FEATURE,
    items.flatMap((i) =>
      listsOf(i.record).flatMap((l) =>
        l.work.flatMap((w) => w.attachments.map((a) => ({ account_id: i.accountId, id: a.fileId }))),
      ),
    ),
  );

  const rows = {
    records: [] as repo.QualityRecordJson[],
    groups: [] as repo.QualityGroupJson[],
    items: [] as repo.QualityItemJson[],
    attachments: [] as repo.QualityAttachmentJson[],
  };
  for (const item of items) {
    const r = item.record;
    const errors: RecordError[] = [];
    if (!buses.has(`${item.accountId}:${r.busRc}`))
      errors.push({ path: 'busRc', message: `No bus ${r.busRc} in this account` });
    for (const list of listsOf(r))
      list.work.forEach((w, i) =>
        w.attachments.forEach((a, j) => {
          const path = `${list.path}.${i}.attachments.${j}`;
          const file = files.get(`${item.accountId}:${a.fileId}`);
          if (!file)
            errors.push({
              path: `${path}.fileId`,
              message: `No file ${a.fileId} uploaded for this account (upload it with this record’s account)`,
            });
          else if (!isOfType(file.contentType, a.attachmentType))
            errors.push({
              path: `${path}.attachmentType`,
              message: `The file is ${file.contentType}, not ${A_TYPE[a.attachmentType]}`,
            });
        }),
      );
    if (errors.length > 0) {
      out.set(item.index, { errors: errors.slice(0, 20) });
      continue;
    }

    const id = item.rowId ?? randomUUID();
    rows.records.push({
      account_id: item.accountId,
      id,
      kind,
      name: r.name,
      bus_rc: r.busRc,
      closed_at: instantOf(r.closedDate).toISOString(),
    });
    const addWork = (work: QualityWorkRecord[], groupId: string | null) =>
      work.forEach((w, position) => {
        const workItemId = randomUUID();
        rows.items.push({
          account_id: item.accountId,
          id: workItemId,
          record_id: id,
          group_id: groupId,
          position,
          name: w.name,
          value: w.value,
          remark: w.remark,
        });
        w.attachments.forEach((a, p) =>
          rows.attachments.push({
            account_id: item.accountId,
            id: randomUUID(),
            work_item_id: workItemId,
            position: p,
            type: a.attachmentType,
            label: a.attachmentLabel,
            file_id: a.fileId,
          }),
        );
      });
    addWork(r.work, null);
    (r.groupWork ?? []).forEach((g, position) => {
      const groupId = randomUUID();
      rows.groups.push({
        account_id: item.accountId,
        id: groupId,
        record_id: id,
        position,
        name: g.name,
        label: g.label,
      });
      addWork(g.work, groupId);
    });
    out.set(item.index, { rowId: id });
  }
  await repo.writeQualityRecords(tx, rows);
  return out;
}
