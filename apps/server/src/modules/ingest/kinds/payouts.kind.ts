import { randomUUID } from 'node:crypto';
import { INGEST_FILE_FEATURE, PROPOSAL_MESSAGES, XLSX_MIME, payoutRecordSchema } from '@oc/contract';
import { ingestedFilesOf } from '../ingest.repository';
import * as repo from './payouts.repository';
import { defineKind, instantOf, refuse, type WriteOutcome } from './kind';

/**
 * `payouts`: a GDS operator's payout invoice (part 1 §3 Payout record; the Payouts screen). Its
 * PNR-wise report, when named, is an .xlsx uploaded first for the same account (`fileId`): the
 * screen's Payment Advice download serves it. A billing period may not overlap another payout of
 * the account (the console's rule too); each record is its own row, updated in place.
 */
export function payoutsKind() {
  return defineKind({
    scope: 'payouts',
    schema: payoutRecordSchema,
    accountTypes: ['OPERATOR'],
    entity: 'payouts',
    async write(tx, items, { now }) {
      const out = new Map<number, WriteOutcome>();
      const files = await ingestedFilesOf(
        tx,
        INGEST_FILE_FEATURE,
        items.flatMap((i) =>
          i.record.pnrWiseReportFileId ? [{ account_id: i.accountId, id: i.record.pnrWiseReportFileId }] : [],
        ),
      );
      const overlaps = await repo.overlapping(
        tx,
        items.map((i) => ({
          i: i.index,
          account_id: i.accountId,
          own_id: i.rowId,
          start: i.record.billingStartDate,
          end: i.record.billingEndDate,
        })),
      );
      const generated = await repo.generatedOn(
        tx,
        items.flatMap((i) => (i.rowId ? [{ account_id: i.accountId, id: i.rowId }] : [])),
      );

      const rows: repo.PayoutJson[] = [];
      const periods: { accountId: string; start: string; end: string }[] = [];
      for (const item of items) {
        const r = item.record;
        const reportId = r.pnrWiseReportFileId;
        const report = reportId ? files.get(`${item.accountId}:${reportId}`) : undefined;
        if (reportId && !report) {
          out.set(
            item.index,
            refuse(
              'pnrWiseReportFileId',
              `No file ${reportId} uploaded for this account (upload it with this record’s account)`,
            ),
          );
          continue;
        }
        if (report && report.contentType !== XLSX_MIME) {
          out.set(
            item.index,
            refuse('pnrWiseReportFileId', `The report is ${report.contentType}: send an .xlsx workbook`),
          );
          continue;
        }
        const other =
          overlaps.get(item.index) ??
          periods.find(
            (p) =>
              p.accountId === item.accountId && p.start <= r.billingEndDate && r.billingStartDate <= p.end,
          );
        if (other) {
          const [start, end] =
            'billingStart' in other ? [other.billingStart, other.billingEnd] : [other.start, other.end];
          out.set(
            item.index,
            refuse('billingStartDate', `${PROPOSAL_MESSAGES.payoutOverlaps} (${start} to ${end})`),
          );
          continue;
        }
        periods.push({ accountId: item.accountId, start: r.billingStartDate, end: r.billingEndDate });
        const id = item.rowId ?? randomUUID();
        const kept = item.rowId ? generated.get(item.rowId) : undefined;
        const generatedOn = r.createdOn != null ? instantOf(r.createdOn) : (kept ?? now);
        rows.push({
          account_id: item.accountId,
          id,
          bo_name: r.operatorUser.name,
          amount_paise: r.paymentAmountPaise,
          billing_start: r.billingStartDate,
          billing_end: r.billingEndDate,
          generated_on: generatedOn.toISOString(),
          generated_by_system: r.createdBySystem,
          pnr_wise_report: report?.storageKey ?? null,
        });
        out.set(item.index, { rowId: id });
      }
      await repo.upsertPayouts(tx, rows);
      return out;
    },
  });
}
