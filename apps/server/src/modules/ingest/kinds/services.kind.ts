import { randomUUID } from 'node:crypto';
import { serviceRecordSchema } from '@oc/contract';
import { externalIdsOfRows } from '../ingest.repository';
import { servicesByName } from './bookings.repository';
import { citiesByName } from './cab-trips.repository';
import * as repo from './services.repository';
import { defineKind, refuse, type WriteOutcome } from './kind';

/**
 * `services`: an MG account's services (part 2 §3 Service) with their contract and revenue brackets
 * (Services and Contracts; the weekly statements pay by them). A service is the record's row: a
 * changed `name` renames it; a new record takes over a service of that name no other record holds
 * (a seeded one). Cities and bus type by name. `contract: null` removes the contract; a contract's
 * brackets are replaced by the ones sent.
 */
export function servicesKind() {
  return defineKind({
    scope: 'services',
    schema: serviceRecordSchema,
    accountTypes: ['BUSOWNER'],
    entity: 'services',
    async write(tx, items) {
      const out = new Map<number, WriteOutcome>();
      const cities = await citiesByName(tx, [...new Set(items.flatMap((i) => [i.record.from, i.record.to]))]);
      const busTypes = await repo.busTypesByName(tx, [...new Set(items.map((i) => i.record.busType.name))]);
      const held = await servicesByName(
        tx,
        [...new Set(items.map((i) => i.accountId))],
        [...new Set(items.map((i) => i.record.name))],
      );
      const holderOf = new Map(held.map((s) => [`${s.accountId}:${s.name}`, s.id]));
      const owned = new Set(
        (
          await externalIdsOfRows(
            tx,
            'services',
            held.map((s) => s.id),
          )
        ).map((r) => r.rowId),
      );

      const services: repo.ServiceJson[] = [];
      const contracts: repo.ContractJson[] = [];
      const bracketsOf = new Map<string, Omit<repo.BracketJson, 'contract_id'>[]>();
      const withoutContract: { account_id: string; service_id: string }[] = [];
      const names = new Set<string>();
      for (const item of items) {
        const r = item.record;
        const from = cities.get(r.from.toLowerCase());
        const to = cities.get(r.to.toLowerCase());
        if (!from || !to) {
          out.set(item.index, refuse(from ? 'to' : 'from', `No city named '${from ? r.to : r.from}'`));
          continue;
        }
        const busTypeId = busTypes.get(r.busType.name.toLowerCase());
        if (!busTypeId) {
          out.set(item.index, refuse('busType.name', `No bus type named '${r.busType.name}'`));
          continue;
        }
        const nameKey = `${item.accountId}:${r.name}`;
        if (names.has(nameKey)) {
          out.set(item.index, refuse('name', `A service named '${r.name}' is already in this batch`));
          continue;
        }
        const holder = holderOf.get(nameKey);
        if (holder && holder !== item.rowId && (item.rowId !== null || owned.has(holder))) {
          out.set(
            item.index,
            refuse(
              'name',
              owned.has(holder)
                ? `A service named '${r.name}' is another record’s service`
                : `A service named '${r.name}' is already in this account`,
            ),
          );
          continue;
        }
        names.add(nameKey);
        const id = item.rowId ?? holder ?? randomUUID();
        services.push({
          account_id: item.accountId,
          id,
          name: r.name,
          from_city_id: from,
          to_city_id: to,
          start_time: r.startTime,
          duration_minutes: r.durationMinutes,
          bus_type_id: busTypeId,
          base_seater_fare_paise: r.baseSeaterFarePaise ?? null,
          base_sleeper_fare_paise: r.baseSleeperFarePaise ?? null,
          active: r.status === 'ACTIVE',
        });
        const c = r.contract;
        if (c === null) withoutContract.push({ account_id: item.accountId, service_id: id });
        else {
          contracts.push({
            account_id: item.accountId,
            id: randomUUID(),
            service_id: id,
            name: c.name,
            type: c.type,
            payout_frequency: r.busOperatorPayoutFrequency ?? 'WEEKLY',
            valid_from: c.validFrom,
            valid_to: c.validTo,
            running_cost_paise: c.runningCostPaise,
            cancellation_charge: c.cancellationCharge,
            free_demand_cancellation: c.freeDemandCancellation,
            base_fuel_rate_paise: c.baseFuelRatePaise,
            round_trip_toll_paise: c.roundTripTollPaise,
            additional_guarantee_paise: c.additionalGuaranteePaise,
          });
          bracketsOf.set(
            `${item.accountId}:${id}`,
            c.revenueBracket.map((b, position) => ({
              account_id: item.accountId,
              position,
              start_paise: b.startPaise,
              end_paise: b.endPaise,
              company_share: b.companyShare,
              operator_share: b.operatorShare,
            })),
          );
        }
        out.set(item.index, { rowId: id });
      }

      await repo.upsertServices(tx, services);
      await repo.deleteContracts(tx, withoutContract);
      const written = await repo.upsertContracts(tx, contracts);
      await repo.replaceBrackets(
        tx,
        written.map((c) => ({ account_id: c.accountId, id: c.id })),
        written.flatMap((c) =>
          (bracketsOf.get(`${c.accountId}:${c.serviceId}`) ?? []).map((b) => ({ ...b, contract_id: c.id })),
        ),
      );
      return out;
    },
  });
}
