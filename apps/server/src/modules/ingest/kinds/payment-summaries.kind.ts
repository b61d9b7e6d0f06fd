import { randomUUID } from 'node:crypto';
import { istDateOf, paymentSummaryRecordSchema } from '@oc/contract';
import type { SummaryLine } from '../../../db/schema';
import { externalIdsOfRows } from '../ingest.repository';
import { servicesByName } from './bookings.repository';
import { tripsByServiceDate } from './bus-trips.repository';
import * as repo from './payment-summaries.repository';
import { defineKind, instantOf, refuse, type RecordError, type WriteOutcome } from './kind';

/**
 * `payment-summaries`: an MG account's weekly payment summaries (part 2 §3; Payment Summary and its
 * PDF statement), one per account and week. A record takes over the week's statement when no other
 * record holds it (one the weekly job closed); the job never writes a week that has one. A week is
 * sent once it is over. Trip lines name trips the product knows (service and date).
 */
export function paymentSummariesKind() {
  return defineKind({
    scope: 'payment-summaries',
    schema: paymentSummaryRecordSchema,
    accountTypes: ['BUSOWNER'],
    entity: 'weekly_payment_summaries',
    async write(tx, items, { now }) {
      const out = new Map<number, WriteOutcome>();
      const today = istDateOf(now);
      const accountIds = [...new Set(items.map((i) => i.accountId))];
      const names = await repo.accountNames(tx, accountIds);
      const services = await servicesByName(tx, accountIds, [
        ...new Set(items.flatMap((i) => i.record.lines.map((l) => l.service))),
      ]);
      const serviceOf = new Map(services.map((s) => [`${s.accountId}:${s.name}`, s.id]));
      const trips = await tripsByServiceDate(
        tx,
        items.flatMap((i) =>
          i.record.lines.flatMap((l) => {
            const serviceId = serviceOf.get(`${i.accountId}:${l.service}`);
            return serviceId
              ? [{ account_id: i.accountId, service_id: serviceId, trip_date: l.tripDate }]
              : [];
          }),
        ),
      );
      const tripOf = new Map(trips.map((t) => [`${t.accountId}:${t.serviceId}:${t.tripDate}`, t.id]));
      const held = await repo.summariesOfWeeks(
        tx,
        items.map((i) => ({ account_id: i.accountId, week_start_date: i.record.weekStartDate })),
      );
      const holderOf = new Map(held.map((s) => [`${s.accountId}:${s.weekStartDate}`, s.id]));
      const owned = new Set(
        (
          await externalIdsOfRows(
            tx,
            'payment-summaries',
            held.map((s) => s.id),
          )
        ).map((r) => r.rowId),
      );

      const rows: repo.SummaryJson[] = [];
      const weeks = new Set<string>();
      for (const item of items) {
        const r = item.record;
        if (r.weekEndDate >= today) {
          out.set(
            item.index,
            refuse('weekEndDate', `The week is not over: send its summary after ${r.weekEndDate}`),
          );
          continue;
        }
        const weekKey = `${item.accountId}:${r.weekStartDate}`;
        if (weeks.has(weekKey)) {
          out.set(
            item.index,
            refuse('weekStartDate', `The week of ${r.weekStartDate} is already in this batch`),
          );
          continue;
        }
        const holder = holderOf.get(weekKey);
        if (holder && holder !== item.rowId && (item.rowId !== null || owned.has(holder))) {
          out.set(
            item.index,
            refuse(
              'weekStartDate',
              owned.has(holder)
                ? `The week of ${r.weekStartDate} is another record’s summary`
                : `The week of ${r.weekStartDate} already has a summary`,
            ),
          );
          continue;
        }
        const errors: RecordError[] = [];
        const lines: SummaryLine[] = [];
        r.lines.forEach((l, i) => {
          const serviceId = serviceOf.get(`${item.accountId}:${l.service}`);
          const tripId = serviceId ? tripOf.get(`${item.accountId}:${serviceId}:${l.tripDate}`) : undefined;
          if (!serviceId || !tripId) {
            errors.push(
              serviceId
                ? { path: `lines.${i}.tripDate`, message: `No trip of '${l.service}' on ${l.tripDate}` }
                : { path: `lines.${i}.service`, message: `No service named '${l.service}' in this account` },
            );
            return;
          }
          lines.push({
            tripId,
            serviceId,
            serviceName: l.service,
            tripDate: l.tripDate,
            tripStatus: l.tripStatus,
            busRc: l.busRc ?? null,
            seatsSold: l.seatsSold,
            revenuePaise: l.revenuePaise,
            cancellationChargePaise: l.cancellationChargePaise,
            sharePaise: l.sharePaise,
            guaranteePaise: l.guaranteePaise,
            earningPaise: l.earningPaise,
            tollPaise: l.tollPaise,
            ...(l.notPaidReason ? { notPaidReason: l.notPaidReason } : {}),
          });
        });
        if (errors.length > 0) {
          out.set(item.index, { errors: errors.slice(0, 20) });
          continue;
        }
        weeks.add(weekKey);
        const id = item.rowId ?? holder ?? randomUUID();
        rows.push({
          account_id: item.accountId,
          id,
          operator_name: r.operatorName ?? names.get(item.accountId) ?? '',
          week_start_date: r.weekStartDate,
          week_end_date: r.weekEndDate,
          commercial_percentage: r.commercialPercentage,
          tds_percentage: r.tdsPercentage,
          earnings_paise: r.earningsPaise,
          commercial_paise: r.commercialPaise,
          amount_paise: r.amountPaise,
          gst_paise: r.gstPaise,
          tds_paise: r.tdsPaise,
          addition_paise: r.additionPaise,
          net_paise: r.netAmountToBeReleasedPaise,
          lines: lines.sort(
            (a, b) => a.tripDate.localeCompare(b.tripDate) || a.serviceName.localeCompare(b.serviceName),
          ),
          created_on: instantOf(r.createdOn).toISOString(),
        });
        out.set(item.index, { rowId: id });
      }
      await repo.upsertSummaries(tx, rows);
      return out;
    },
  });
}
