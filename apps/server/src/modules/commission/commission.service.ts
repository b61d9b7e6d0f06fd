import {
  paiseToRupees,
  COMMISSION_LIMITS,
  COMMISSION_MESSAGES,
  DEFAULT_GLOBAL_COMMISSION,
  DEFAULT_SEAT_LIMIT,
  SEAT_KINDS,
  addDaysToDate,
  commissionWindowIssue,
  commissionWindowOf,
  datesOfWindow,
  istDateOf,
  noSeatsMessage,
  type CommissionService,
  type CommissionServices,
  type CommissionServicesQuery,
  type CommissionUpdateRequest,
  type DateWindow,
  type FieldError,
  type GlobalCommissionUpdate,
  type SeatFares,
  type SeatKind,
  type TripDateData,
  type UserCommission,
} from '@oc/contract';
import { isTransaction, type Db, type DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import { auditUnchanged, recordAudit, type Actor } from '../audit/audit';
import * as repo from './commission.repository';
import type { DatePricingRow, PricedServiceRow } from './commission.repository';

export interface CommissionDeps {
  db: Db;
  clock: Clock;
}

const rupees = (paise: number | null): number | null => (paise === null ? null : paise / 100);
const paise = (rupeesValue: number | undefined): number | null =>
  rupeesValue === undefined ? null : rupeesValue * 100;

/** A row as part 1 §3 Commission service over the window's dates. Seat kinds the bus lacks are null. */
export function toCommissionService(
  s: PricedServiceRow,
  dates: string[],
  byDate: Map<string, DatePricingRow> | undefined,
  globalCommission: number,
): CommissionService {
  const hasSeater = s.seaterCount > 0;
  const hasSleeper = s.sleeperCount > 0;
  const fallback: SeatFares = {
    seater: hasSeater ? rupees(s.fallbackSeaterPaise ?? s.baseSeaterFarePaise) : null,
    sleeper: hasSleeper ? rupees(s.fallbackSleeperPaise ?? s.baseSleeperFarePaise) : null,
  };
  const tripDateWiseData: Record<string, TripDateData> = {};
  for (const date of dates) {
    const own = byDate?.get(date);
    const discount = own?.discount ?? null;
    tripDateWiseData[date] = {
      discount: discount ?? globalCommission,
      discountIsGlobal: discount === null,
      flatFare: {
        seater: hasSeater ? (rupees(own?.seaterFarePaise ?? null) ?? fallback.seater) : null,
        sleeper: hasSleeper ? (rupees(own?.sleeperFarePaise ?? null) ?? fallback.sleeper) : null,
      },
    };
  }
  return {
    _id: s.id,
    name: s.name,
    fromCityName: s.fromCityName,
    toCityName: s.toCityName,
    startTime: s.startTime.slice(0, 5),
    seatLimit: s.seatLimit ?? DEFAULT_SEAT_LIMIT,
    b2cAssetTypeName: s.busTypeName,
    fallbackFlatFare: fallback,
    tripDateWiseData,
  };
}

/**
 * The fares an update sends for seat kinds a service's bus does not have, each a field error at
 * its place (`updateObj.<i>.fallbackFlatFare.seater`, `updateObj.<i>.tripDateWiseData.<date>.flatFare.sleeper`).
 * Blank fares (omitted, null, '') are not fares.
 */
function absentSeatKindFares(
  body: CommissionUpdateRequest,
  kindsOf: (serviceId: string) => Record<SeatKind, boolean>,
): FieldError[] {
  const issues: FieldError[] = [];
  body.updateObj.forEach((u, i) => {
    const has = kindsOf(u._id);
    for (const kind of SEAT_KINDS) {
      if (has[kind]) continue;
      const message = noSeatsMessage(kind);
      if (u.fallbackFlatFare?.[kind] !== undefined)
        issues.push({ path: `updateObj.${i}.fallbackFlatFare.${kind}`, message });
      for (const [date, d] of Object.entries(u.tripDateWiseData))
        if (d.flatFare?.[kind] !== undefined)
          issues.push({ path: `updateObj.${i}.tripDateWiseData.${date}.flatFare.${kind}`, message });
    }
  });
  return issues;
}

type AuditedPricing = Record<
  string,
  {
    service: string;
    seatLimit: number | null;
    fallbackFare: { seater: number | null; sleeper: number | null };
    dates: Record<
      string,
      { discount: number | null; fare: { seater: number | null; sleeper: number | null } }
    >;
  }
>;

const rupeesOrNull = (p: number | null) => (p === null ? null : paiseToRupees(p));

/** `a`'s services and dates that differ from `b`'s (what a change changed, on one side). */
function changedOnly(a: AuditedPricing, b: AuditedPricing): AuditedPricing {
  const out: AuditedPricing = {};
  for (const [id, x] of Object.entries(a)) {
    const y = b[id];
    const dates = Object.fromEntries(
      Object.entries(x.dates).filter(([d, v]) => JSON.stringify(v) !== JSON.stringify(y?.dates[d])),
    );
    // A date only the other side has (a first fare for that day) shows here as nothing set.
    for (const d of Object.keys(y?.dates ?? {}))
      if (!(d in x.dates)) dates[d] = { discount: null, fare: { seater: null, sleeper: null } };
    const sameService =
      y !== undefined &&
      x.seatLimit === y.seatLimit &&
      JSON.stringify(x.fallbackFare) === JSON.stringify(y.fallbackFare);
    if (!sameService || Object.keys(dates).length > 0) out[id] = { ...x, dates };
  }
  return out;
}

/** Offline commission and seat fares of OPERATOR accounts. Every query is scoped to the account. */
export class OfflineCommissionService {
  constructor(private readonly d: CommissionDeps) {}

  private todayIst(): string {
    return istDateOf(this.d.clock.now());
  }

  /** The date window of a query (defaults today … today + 7), 400 when it breaks a §5 rule. */
  windowOf(query: { fromDate?: number | undefined; toDate?: number | undefined }): DateWindow {
    const window = commissionWindowOf(query, this.todayIst());
    const issue = commissionWindowIssue(window, this.todayIst());
    if (issue) throw badRequest(issue.message, [issue]);
    return window;
  }

  private async globalOf(db: DbOrTx, accountId: string): Promise<number> {
    return (await repo.findGlobalCommission(db, accountId)) ?? DEFAULT_GLOBAL_COMMISSION;
  }

  private async rows(
    db: DbOrTx,
    accountId: string,
    window: DateWindow,
    filter: { fromCity?: string | undefined; toCity?: string | undefined; ids?: string[] },
  ): Promise<CommissionService[]> {
    const list = () => repo.listPricedServices(db, accountId, filter);
    const priced = () => repo.listDatePricing(db, accountId, window, filter.ids);
    const global = () => this.globalOf(db, accountId);
    // A transaction is one connection, which runs one query at a time: its reads go in turn.
    // Outside one, each read takes a connection of the pool and they run together.
    const [services, pricing, globalCommission] = isTransaction(db)
      ? ([await list(), await priced(), await global()] as const)
      : await Promise.all([list(), priced(), global()]);
    const byService = new Map<string, Map<string, DatePricingRow>>();
    for (const row of pricing) {
      let m = byService.get(row.serviceId);
      if (!m) byService.set(row.serviceId, (m = new Map<string, DatePricingRow>()));
      m.set(row.tripDate, row);
    }
    const dates = datesOfWindow(window);
    return services.map((s) => toCommissionService(s, dates, byService.get(s.id), globalCommission));
  }

  /** GET /commission/services */
  async list(accountId: string, query: CommissionServicesQuery): Promise<CommissionServices> {
    const window = this.windowOf(query);
    const filter = { fromCity: query.fromCitySelected, toCity: query.toCitySelected };
    const [services, allCities] = await Promise.all([
      this.rows(this.d.db, accountId, window, filter),
      repo.listServiceCities(this.d.db, accountId),
    ]);
    return { services, allCities, ...window };
  }

  /**
   * POST /commission/services/update: every value already passed the §5 ranges (route schema);
   * here the trip dates (today … today + 365), the ids (the account's active services, else 404)
   * and the seat kinds (a fare for a kind the bus lacks is 400 at its field). One transaction: all
   * rows or none. Answers the updated services over the window.
   */
  async update(accountId: string, body: CommissionUpdateRequest, actor: Actor): Promise<CommissionService[]> {
    const window = this.windowOf(body);
    const today = this.todayIst();
    const lastDay = addDaysToDate(today, COMMISSION_LIMITS.maxDaysAhead);
    const issues: FieldError[] = [];
    body.updateObj.forEach((u, i) => {
      for (const date of Object.keys(u.tripDateWiseData)) {
        const path = `updateObj.${i}.tripDateWiseData.${date}`;
        if (date < today) issues.push({ path, message: COMMISSION_MESSAGES.pastTripDate });
        else if (date > lastDay) issues.push({ path, message: COMMISSION_MESSAGES.tripDateTooFar });
      }
    });
    if (issues.length > 0) throw badRequest(issues[0]?.message ?? 'Invalid request', issues);

    const ids = body.updateObj.map((u) => u._id);
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      const found = new Map((await repo.findServiceIds(tx, accountId, ids)).map((s) => [s.id, s]));
      const missing = ids.findIndex((id) => found.get(id)?.active !== true);
      if (missing >= 0)
        throw new HttpError(404, COMMISSION_MESSAGES.serviceNotFound, [
          { path: `updateObj.${missing}._id`, message: COMMISSION_MESSAGES.serviceNotFound },
        ]);
      const absent = absentSeatKindFares(body, (id) => {
        const s = found.get(id);
        return { seater: (s?.seaterCount ?? 0) > 0, sleeper: (s?.sleeperCount ?? 0) > 0 };
      });
      if (absent.length > 0) throw badRequest(absent[0]?.message ?? 'Invalid request', absent);

      const serviceRows = body.updateObj
        .filter(
          (u) =>
            u.seatLimit !== undefined ||
            u.fallbackFlatFare?.seater !== undefined ||
            u.fallbackFlatFare?.sleeper !== undefined,
        )
        .map((u) => ({
          serviceId: u._id,
          seatLimit: u.seatLimit ?? null,
          fallbackSeaterPaise: paise(u.fallbackFlatFare?.seater),
          fallbackSleeperPaise: paise(u.fallbackFlatFare?.sleeper),
        }));
      const dateRows = body.updateObj.flatMap((u) =>
        Object.entries(u.tripDateWiseData)
          .filter(
            ([, d]) =>
              d.discount !== undefined ||
              d.flatFare?.seater !== undefined ||
              d.flatFare?.sleeper !== undefined,
          )
          .map(([tripDate, d]) => ({
            serviceId: u._id,
            tripDate,
            discount: d.discount ?? null,
            seaterFarePaise: paise(d.flatFare?.seater),
            sleeperFarePaise: paise(d.flatFare?.sleeper),
          })),
      );
      const before = await this.pricingOf(
        tx,
        accountId,
        ids,
        dateRows.map((r) => r.tripDate),
      );
      await repo.upsertServicePricing(tx, accountId, serviceRows, now);
      await repo.upsertDatePricing(tx, accountId, dateRows, now);
      const after = await this.pricingOf(
        tx,
        accountId,
        ids,
        dateRows.map((r) => r.tripDate),
      );
      await recordAudit(
        tx,
        actor,
        {
          kind: 'commission.services_updated',
          entity: 'service_date_pricing',
          entityId: ids.length === 1 ? (ids[0] ?? null) : null,
          accountId,
          before: changedOnly(before, after),
          after: changedOnly(after, before),
        },
        now,
      );
      return this.rows(tx, accountId, window, { ids });
    });
  }

  /**
   * The services' pricing as the audit trail shows it (rupees): per service its name, seat limit
   * and fallback fares, and per trip date of `dates` its discount and fares.
   */
  private async pricingOf(
    db: DbOrTx,
    accountId: string,
    ids: string[],
    dates: string[],
  ): Promise<AuditedPricing> {
    const services = await repo.listPricedServices(db, accountId, { ids });
    const sorted = [...dates].sort();
    const from = sorted[0];
    const to = sorted.at(-1);
    const cells =
      from && to ? await repo.listDatePricing(db, accountId, { fromDate: from, toDate: to }, ids) : [];
    const wanted = new Set(dates);
    const out: AuditedPricing = {};
    for (const s of services)
      out[s.id] = {
        service: `${s.name} ${s.startTime.slice(0, 5)}`,
        seatLimit: s.seatLimit,
        fallbackFare: {
          seater: rupeesOrNull(s.fallbackSeaterPaise),
          sleeper: rupeesOrNull(s.fallbackSleeperPaise),
        },
        dates: Object.fromEntries(
          cells
            .filter((c) => c.serviceId === s.id && wanted.has(c.tripDate))
            .map((c) => [
              c.tripDate,
              {
                discount: c.discount,
                fare: { seater: rupeesOrNull(c.seaterFarePaise), sleeper: rupeesOrNull(c.sleeperFarePaise) },
              },
            ]),
        ),
      };
    return out;
  }

  /** GET /user/commission */
  async getGlobal(accountId: string): Promise<UserCommission[]> {
    return [{ globalCommission: await this.globalOf(this.d.db, accountId) }];
  }

  /**
   * POST /user/commission/update: compare-and-set under a row lock. When the stored value is no
   * longer the one the client read (`fetechedGlobalCommission`), 409 and nothing changes.
   */
  async updateGlobal(
    accountId: string,
    body: GlobalCommissionUpdate,
    actor: Actor,
  ): Promise<UserCommission[]> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      await repo.insertGlobalCommission(tx, accountId, DEFAULT_GLOBAL_COMMISSION);
      const current =
        (await repo.findGlobalCommission(tx, accountId, { forUpdate: true })) ?? DEFAULT_GLOBAL_COMMISSION;
      if (current !== body.fetechedGlobalCommission) throw conflict(COMMISSION_MESSAGES.globalChanged);
      if (current === body.globalCommission) auditUnchanged();
      else {
        await repo.setGlobalCommission(tx, accountId, body.globalCommission, now);
        await recordAudit(
          tx,
          actor,
          {
            kind: 'commission.global_updated',
            entity: 'commission_settings',
            entityId: accountId,
            accountId,
            before: { globalCommission: current },
            after: { globalCommission: body.globalCommission },
          },
          now,
        );
      }
      return [{ globalCommission: body.globalCommission }];
    });
  }
}
