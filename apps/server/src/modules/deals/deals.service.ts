import {
  type DealPerformance,
  paiseToRupees,
  DEAL_MESSAGES,
  WEEKDAYS,
  applyDealToFare,
  campaignDayCount,
  extendCampaignSchema,
  isCampaignAboutToExpire,
  isCampaignExpired,
  istDateOf,
  publishDealSchema,
  renewCampaignId,
  renewCampaignSchema,
  type Campaign,
  type CampaignService,
  type DealService,
  type FarePreview,
  type FieldError,
  type OperatorDeal,
  type PublishDealRequest,
  type RenewCampaignRequest,
  type UpdateCampaignRequest,
  type Weekday,
} from '@oc/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { newCampaignCode } from './campaign-code';
import * as repo from './deals.repository';
import type { CampaignRow, NewCampaignRow, ServiceRow } from './deals.repository';
import { takeCreation } from '../../lib/creation-limits';
import { auditUnchanged, recordAudit, type Actor } from '../audit/audit';

export interface DealsDeps {
  db: Db;
  clock: Clock;
}

/** Who acts: the OPERATOR account (tenant) and the person's name (recorded as the creator). */
export interface DealsCaller {
  accountId: string;
  name: string;
  /** Who, for the audit trail. */
  actor: Actor;
}

/** A campaign as the audit trail keeps it: its deal, dates, status and services. */
function auditedCampaign(c: CampaignRow, serviceCount: number) {
  return {
    code: c.code,
    type: c.type,
    discountType: c.discountType,
    discountValue: c.discountValue,
    startDate: c.startDate,
    endDate: c.endDate,
    status: c.status,
    services: serviceCount,
  };
}

const CODE_ATTEMPTS = 8;

/** Parses with a contract schema; a failure is a 400 with the same `errors[]` the route validation gives. */
function validate<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((i) => ({
    path: i.path.map(String).join('.') || 'body',
    message: i.message,
  }));
  throw badRequest(errors[0]?.message ?? 'Invalid request', errors);
}

function byWeekOrder(days: readonly string[]): Weekday[] {
  return WEEKDAYS.filter((d) => days.includes(d));
}

/**
 * Inserts a campaign under a fresh code (drawing again on the rare clash) with its services.
 * Used by publish, renew and the demo seed.
 */
export async function createCampaign(
  tx: DbOrTx,
  row: Omit<repo.NewCampaign, 'code'>,
  serviceIds: string[],
): Promise<CampaignRow> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const inserted = await repo.insertCampaignWithServices(
      tx,
      { ...row, code: newCampaignCode() },
      serviceIds,
    );
    if (inserted) return inserted;
  }
  throw new Error('Could not allocate a unique campaign code');
}

/** The deal columns of a validated publish body (rupees → paise; conditions of its type only). */
export function dealColumns(body: PublishDealRequest) {
  const percentage = body.discountType === 'PERCENTAGE';
  return {
    type: body.type,
    discountType: body.discountType,
    discountValue: percentage ? (body.discountValue ?? 0) : (body.discountValue ?? 0) * 100,
    minSeatValuePaise: body.minSeatValue * 100,
    maxDiscountPaise: percentage && body.maxDiscount !== undefined ? body.maxDiscount * 100 : null,
    stopDealAtSeatCount: body.type === 'EARLYBIRD' ? (body.stopDealAtSeatCount ?? null) : null,
    stopDealDaysBefore: body.type === 'EARLYBIRD' ? (body.stopDealTime ?? null) : null,
    startDealHoursBefore: body.type === 'LASTMINUTE' ? (body.startDealTime ?? null) : null,
    startDealBelowOccupancy: body.type === 'LASTMINUTE' ? (body.startDealAtOccupancy ?? null) : null,
    stopDealAtOccupancy: body.type === 'LASTMINUTE' ? (body.stopDealAtOccupancy ?? null) : null,
  } satisfies Partial<NewCampaignRow>;
}

function toDealService(s: ServiceRow): DealService {
  return {
    _id: s.id,
    name: s.name,
    startTime: s.startTime.slice(0, 5),
    b2cAssetTypeName: s.busTypeName,
    fromCityName: s.fromCityName,
    toCityName: s.toCityName,
    baseSeaterFare: s.baseSeaterFarePaise === null ? null : s.baseSeaterFarePaise / 100,
    baseSleeperFare: s.baseSleeperFarePaise === null ? null : s.baseSleeperFarePaise / 100,
  };
}

function toCampaignService(s: ServiceRow): CampaignService {
  return { ...toDealService(s), fromCity: { name: s.fromCityName }, toCity: { name: s.toCityName } };
}

function toOperatorDeal(c: CampaignRow): OperatorDeal {
  const deal: OperatorDeal = {
    type: c.type,
    name: c.code,
    discountType: c.discountType,
    discountValue: c.discountType === 'ABSOLUTE' ? c.discountValue / 100 : c.discountValue,
    minSeatValue: c.minSeatValuePaise / 100,
  };
  if (c.discountType === 'PERCENTAGE' && c.maxDiscountPaise !== null)
    deal.maxDiscount = c.maxDiscountPaise / 100;
  if (c.stopDealAtSeatCount !== null) deal.stopDealAtSeatCount = { gte: c.stopDealAtSeatCount };
  if (c.stopDealDaysBefore !== null) deal.stopDealTime = c.stopDealDaysBefore;
  if (c.startDealHoursBefore !== null) deal.startDealTime = c.startDealHoursBefore;
  if (c.startDealBelowOccupancy !== null) deal.startDealAtOccupancy = { lte: c.startDealBelowOccupancy };
  if (c.stopDealAtOccupancy !== null) deal.stopDealAtOccupancy = { gte: c.stopDealAtOccupancy };
  return deal;
}

/** The deal on the first covered service's base fare: seater when it has one, else sleeper. */
function farePreviewOf(deal: OperatorDeal, first: ServiceRow | undefined): FarePreview | null {
  if (!first) return null;
  const seater = first.baseSeaterFarePaise;
  const sleeper = first.baseSleeperFarePaise;
  const [seatType, paise] =
    seater !== null ? (['SEATER', seater] as const) : sleeper !== null ? (['SLEEPER', sleeper] as const) : [];
  if (seatType === undefined) return null;
  return { serviceId: first.id, seatType, ...applyDealToFare(deal, paise / 100) };
}

/** A campaign row and its services as part 1 §3 Campaign, judged against IST today. */
export function toCampaign(c: CampaignRow, services: ServiceRow[], todayIst: string): Campaign {
  const operatorDeal = toOperatorDeal(c);
  return {
    _id: c.id,
    name: c.code,
    status: c.status,
    startDate: c.startDate,
    endDate: c.endDate,
    NoOfDays: campaignDayCount(c.startDate, c.endDate),
    applicableDays: byWeekOrder(c.applicableDays),
    exclusionDates: [...c.exclusionDates].sort(),
    serviceName: services.map(toCampaignService),
    operatorDeal,
    isExpired: isCampaignExpired(c.endDate, todayIst),
    isAboutToExpire: isCampaignAboutToExpire(c.endDate, todayIst),
    renewedFromId: c.renewedFromId,
    createdAt: c.createdAt.toISOString(),
    farePreview: farePreviewOf(operatorDeal, services[0]),
  };
}

/** Deals of OPERATOR accounts (part 1 §2–§5, §7). Every query is scoped to the caller's account. */
export class DealsService {
  constructor(private readonly d: DealsDeps) {}

  private todayIst(): string {
    return istDateOf(this.d.clock.now());
  }

  /** GET /user/services */
  async listServices(accountId: string): Promise<DealService[]> {
    const rows = await repo.listActiveServices(this.d.db, accountId);
    return rows.map(toDealService);
  }

  /** POST /user/publishDeal: the §5 rules (with today), the account's active services, a new code. */
  async publish(caller: DealsCaller, input: PublishDealRequest): Promise<Campaign[]> {
    const today = this.todayIst();
    const body = validate(publishDealSchema(today), input);
    const ids = [...new Set(body.selectedSevices.map((s) => s._id))];
    const now = this.d.clock.now();
    // Every published deal is kept: at most CREATION_LIMITS.dealPublish per account and day.
    await takeCreation(this.d.db, 'dealPublish', caller.accountId, now);
    // The services are read outside the transaction (the read takes no locks in one either); the
    // campaign and its services go in with one statement (createCampaign), with its audit row.
    const db = this.d.db;
    const found = new Map((await repo.findServices(db, caller.accountId, ids)).map((s) => [s.id, s]));
    const services: ServiceRow[] = [];
    for (const id of ids) {
      const index = body.selectedSevices.findIndex((s) => s._id === id);
      const path = `selectedSevices.${index}._id`;
      const service = found.get(id);
      if (!service)
        throw new HttpError(404, DEAL_MESSAGES.serviceNotFound, [
          { path, message: DEAL_MESSAGES.serviceNotFound },
        ]);
      if (!service.active)
        throw badRequest(DEAL_MESSAGES.serviceInactive, [{ path, message: DEAL_MESSAGES.serviceInactive }]);
      services.push(service);
    }
    const campaign = await db.transaction(async (tx) => {
      const created = await createCampaign(
        tx,
        {
          accountId: caller.accountId,
          ...dealColumns(body),
          startDate: body.startDate,
          endDate: body.endDate,
          applicableDays: byWeekOrder(body.dayIncluded),
          exclusionDates: body.excludedDates,
          status: 'ACTIVE',
          createdByName: caller.name,
          createdAt: now,
          updatedAt: now,
        },
        ids,
      );
      await recordAudit(
        tx,
        caller.actor,
        {
          kind: 'deal.published',
          entity: 'campaigns',
          entityId: created.id,
          accountId: caller.accountId,
          after: auditedCampaign(created, ids.length),
        },
        now,
      );
      return created;
    });
    return [toCampaign(campaign, services, today)];
  }

  /** GET /user/dealPerformance: bookings, seats, revenue and discount given per deal (issue 41). */
  async performance(accountId: string): Promise<DealPerformance[]> {
    const rows = await repo.dealPerformance(this.d.db, accountId);
    return rows.map((r) => ({
      campaignId: r.campaignId,
      code: r.code,
      startDate: r.startDate,
      endDate: r.endDate,
      bookings: r.bookings,
      seats: r.seats,
      revenue: paiseToRupees(r.farePaise),
      discount: paiseToRupees(r.discountPaise),
    }));
  }

  /** GET /user/fetchDeals: all of the account's campaigns newest first, or the one with `id` (else 404). */
  async fetch(accountId: string, id?: string): Promise<Campaign[]> {
    const today = this.todayIst();
    const rows = await repo.listCampaigns(this.d.db, accountId, id);
    if (id && rows.length === 0) throw notFound(DEAL_MESSAGES.campaignNotFound);
    const services = await repo.servicesOfCampaigns(
      this.d.db,
      accountId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toCampaign(r, services.get(r.id) ?? [], today));
  }

  /** POST /user/updateCampaign: switch on/off, or extend (only endDate changes). Expired: 409. */
  async update(accountId: string, body: UpdateCampaignRequest, actor: Actor): Promise<Campaign[]> {
    const today = this.todayIst();
    const now = this.d.clock.now();
    const id = body.selectedCampaignId;
    return this.d.db.transaction(async (tx) => {
      const current = await repo.findCampaign(tx, accountId, id, { forUpdate: true });
      if (!current) throw notFound(DEAL_MESSAGES.campaignNotFound);
      const expired = isCampaignExpired(current.endDate, today);
      let updated: CampaignRow | undefined = current;
      if (body.status !== undefined) {
        if (expired) throw new HttpError(409, DEAL_MESSAGES.expiredNoSwitch);
        if (body.status !== current.status)
          updated = await repo.setCampaignStatus(tx, accountId, id, body.status, now);
      } else {
        if (expired) throw new HttpError(409, DEAL_MESSAGES.expiredNoExtend);
        const { endDate } = validate(extendCampaignSchema(today, current), { endDate: body.endDate });
        updated = await repo.setCampaignEndDate(tx, accountId, id, endDate, now);
      }
      if (!updated) throw notFound(DEAL_MESSAGES.campaignNotFound);
      const services = await repo.servicesOfCampaigns(tx, accountId, [id]);
      if (updated === current) auditUnchanged();
      else
        await recordAudit(
          tx,
          actor,
          {
            kind: 'deal.updated',
            entity: 'campaigns',
            entityId: id,
            accountId,
            before: { code: current.code, status: current.status, endDate: current.endDate },
            after: { code: updated.code, status: updated.status, endDate: updated.endDate },
          },
          now,
        );
      return [toCampaign(updated, services.get(id) ?? [], today)];
    });
  }

  /**
   * POST /user/RenewCampaign: a new campaign (new code, new dates, ACTIVE) with the old one's deal,
   * active days and still-active services; exclusion dates inside the new range carry over.
   * The old campaign is not changed.
   */
  async renew(caller: DealsCaller, body: RenewCampaignRequest): Promise<Campaign[]> {
    const today = this.todayIst();
    const dates = validate(renewCampaignSchema(today), { startDate: body.startDate, endDate: body.endDate });
    const oldId = renewCampaignId(body.selectedCampaign);
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      const old = await repo.findCampaign(tx, caller.accountId, oldId);
      if (!old) throw notFound(DEAL_MESSAGES.campaignNotFound);
      const services = (
        (await repo.servicesOfCampaigns(tx, caller.accountId, [oldId])).get(oldId) ?? []
      ).filter((s) => s.active);
      if (services.length === 0) throw new HttpError(409, DEAL_MESSAGES.noActiveServices);
      const campaign = await createCampaign(
        tx,
        {
          accountId: caller.accountId,
          type: old.type,
          discountType: old.discountType,
          discountValue: old.discountValue,
          minSeatValuePaise: old.minSeatValuePaise,
          maxDiscountPaise: old.maxDiscountPaise,
          stopDealAtSeatCount: old.stopDealAtSeatCount,
          stopDealDaysBefore: old.stopDealDaysBefore,
          startDealHoursBefore: old.startDealHoursBefore,
          startDealBelowOccupancy: old.startDealBelowOccupancy,
          stopDealAtOccupancy: old.stopDealAtOccupancy,
          startDate: dates.startDate,
          endDate: dates.endDate,
          applicableDays: old.applicableDays,
          exclusionDates: old.exclusionDates.filter((d) => d >= dates.startDate && d <= dates.endDate),
          status: 'ACTIVE',
          renewedFromId: old.id,
          createdByName: caller.name,
          createdAt: now,
          updatedAt: now,
        },
        services.map((s) => s.id),
      );
      await recordAudit(
        tx,
        caller.actor,
        {
          kind: 'deal.renewed',
          entity: 'campaigns',
          entityId: campaign.id,
          accountId: caller.accountId,
          before: { code: old.code, startDate: old.startDate, endDate: old.endDate },
          after: auditedCampaign(campaign, services.length),
        },
        now,
      );
      return [toCampaign(campaign, services, today)];
    });
  }
}
