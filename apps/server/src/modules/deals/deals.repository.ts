import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { bookings, busTypes, campaignServices, campaigns, cities, services } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;

export interface ServiceRow {
  id: string;
  name: string;
  /** 'HH:mm:ss' as Postgres prints a `time`. */
  startTime: string;
  busTypeName: string;
  fromCityName: string;
  toCityName: string;
  baseSeaterFarePaise: number | null;
  baseSleeperFarePaise: number | null;
  active: boolean;
}

const fromCity = aliasedTable(cities, 'from_city');
const toCity = aliasedTable(cities, 'to_city');

const serviceColumns = {
  id: services.id,
  name: services.name,
  startTime: services.startTime,
  busTypeName: busTypes.name,
  fromCityName: fromCity.name,
  toCityName: toCity.name,
  baseSeaterFarePaise: services.baseSeaterFarePaise,
  baseSleeperFarePaise: services.baseSleeperFarePaise,
  active: services.active,
};

function serviceQuery(db: DbOrTx) {
  return db
    .select(serviceColumns)
    .from(services)
    .innerJoin(busTypes, eq(busTypes.id, services.busTypeId))
    .innerJoin(fromCity, eq(fromCity.id, services.fromCityId))
    .innerJoin(toCity, eq(toCity.id, services.toCityId));
}

/** The account's active services, by departure time then name. */
export async function listActiveServices(db: DbOrTx, accountId: string): Promise<ServiceRow[]> {
  return serviceQuery(db)
    .where(and(eq(services.accountId, accountId), eq(services.active, true)))
    .orderBy(asc(services.startTime), asc(services.name), asc(services.id));
}

const findServicesStatement = preparedPerDb((db) =>
  serviceQuery(db)
    .where(
      and(
        eq(services.accountId, sql.placeholder('accountId')),
        sql`${services.id} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .prepare('deals_find_services'),
);

/** The account's services among `ids` (another account's ids are simply not found). */
export async function findServices(db: DbOrTx, accountId: string, ids: string[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  return findServicesStatement(db).execute({ accountId, ids });
}

/**
 * A campaign to insert: every column but its id (the database draws it). The columns with a
 * database default are required here: the prepared insert gives every column a value, so a default
 * would otherwise be repeated in JavaScript; the optional ones are the nullable columns.
 */
export type NewCampaign = Omit<NewCampaignRow, 'id' | RequiredColumns> &
  Required<Pick<NewCampaignRow, RequiredColumns>>;
type RequiredColumns = 'createdAt' | 'updatedAt' | 'status' | 'exclusionDates';

const insertCampaignStatement = preparedPerDb((db) => {
  const inserted = db.$with('inserted').as(
    db
      .insert(campaigns)
      .values({
        accountId: sql.placeholder('accountId'),
        code: sql.placeholder('code'),
        type: sql.placeholder('type'),
        discountType: sql.placeholder('discountType'),
        discountValue: sql.placeholder('discountValue'),
        minSeatValuePaise: sql.placeholder('minSeatValuePaise'),
        maxDiscountPaise: sql.placeholder('maxDiscountPaise'),
        stopDealAtSeatCount: sql.placeholder('stopDealAtSeatCount'),
        stopDealDaysBefore: sql.placeholder('stopDealDaysBefore'),
        startDealHoursBefore: sql.placeholder('startDealHoursBefore'),
        startDealBelowOccupancy: sql.placeholder('startDealBelowOccupancy'),
        stopDealAtOccupancy: sql.placeholder('stopDealAtOccupancy'),
        startDate: sql.placeholder('startDate'),
        endDate: sql.placeholder('endDate'),
        applicableDays: sql.placeholder('applicableDays'),
        exclusionDates: sql.placeholder('exclusionDates'),
        status: sql.placeholder('status'),
        renewedFromId: sql.placeholder('renewedFromId'),
        createdByName: sql.placeholder('createdByName'),
        createdAt: sql.placeholder('createdAt'),
        updatedAt: sql.placeholder('updatedAt'),
      })
      .onConflictDoNothing({ target: campaigns.code })
      .returning(),
  );
  const linked = db.$with('linked').as(
    db
      .insert(campaignServices)
      .select(
        sql`select inserted.account_id, inserted.id, s.id, (s.pos - 1)::smallint
            from inserted cross join unnest(${sql.placeholder('serviceIds')}::uuid[]) with ordinality as s(id, pos)`,
      )
      .returning({ campaignId: campaignServices.campaignId }),
  );
  return db.with(inserted, linked).select().from(inserted).prepare('deals_insert_campaign');
});

/**
 * Inserts a campaign and its services (in the order given) in one statement, so one round trip and
 * no transaction: both or neither. Unless its code is taken: then nothing and undefined (the caller
 * draws another code). The services' foreign key is checked at the end of the statement, when the
 * campaign is there. One prepared statement whatever the row (preparedPerDb).
 */
export async function insertCampaignWithServices(
  db: DbOrTx,
  row: NewCampaign,
  serviceIds: string[],
): Promise<CampaignRow | undefined> {
  const [created] = await insertCampaignStatement(db).execute({
    ...row,
    maxDiscountPaise: row.maxDiscountPaise ?? null,
    stopDealAtSeatCount: row.stopDealAtSeatCount ?? null,
    stopDealDaysBefore: row.stopDealDaysBefore ?? null,
    startDealHoursBefore: row.startDealHoursBefore ?? null,
    startDealBelowOccupancy: row.startDealBelowOccupancy ?? null,
    stopDealAtOccupancy: row.stopDealAtOccupancy ?? null,
    renewedFromId: row.renewedFromId ?? null,
    createdByName: row.createdByName ?? null,
    serviceIds,
  });
  return created;
}

/** The account's campaigns, newest first; with `id`, at most that one. */
export async function listCampaigns(db: DbOrTx, accountId: string, id?: string): Promise<CampaignRow[]> {
  const where = id
    ? and(eq(campaigns.accountId, accountId), eq(campaigns.id, id))
    : eq(campaigns.accountId, accountId);
  return db.select().from(campaigns).where(where).orderBy(desc(campaigns.createdAt), desc(campaigns.code));
}

/** One campaign of the account; `forUpdate` locks the row for the rest of the transaction. */
export async function findCampaign(
  db: DbOrTx,
  accountId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<CampaignRow | undefined> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.id, id)))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The services of the given campaigns, each campaign's in the order they were chosen. */
export async function servicesOfCampaigns(
  db: DbOrTx,
  accountId: string,
  campaignIds: string[],
): Promise<Map<string, ServiceRow[]>> {
  const result = new Map<string, ServiceRow[]>();
  if (campaignIds.length === 0) return result;
  const rows = await db
    .select({ campaignId: campaignServices.campaignId, ...serviceColumns })
    .from(campaignServices)
    .innerJoin(
      services,
      and(eq(services.accountId, campaignServices.accountId), eq(services.id, campaignServices.serviceId)),
    )
    .innerJoin(busTypes, eq(busTypes.id, services.busTypeId))
    .innerJoin(fromCity, eq(fromCity.id, services.fromCityId))
    .innerJoin(toCity, eq(toCity.id, services.toCityId))
    .where(and(eq(campaignServices.accountId, accountId), inArray(campaignServices.campaignId, campaignIds)))
    .orderBy(asc(campaignServices.campaignId), asc(campaignServices.position), asc(services.name));
  for (const { campaignId, ...service } of rows) {
    const list = result.get(campaignId) ?? [];
    list.push(service);
    result.set(campaignId, list);
  }
  return result;
}

export async function setCampaignStatus(
  db: DbOrTx,
  accountId: string,
  id: string,
  status: CampaignRow['status'],
  now: Date,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({ status, updatedAt: now })
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.id, id)))
    .returning();
  return row;
}

export async function setCampaignEndDate(
  db: DbOrTx,
  accountId: string,
  id: string,
  endDate: string,
  now: Date,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({ endDate, updatedAt: now })
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.id, id)))
    .returning();
  return row;
}

/** How many campaigns the account has (the demo seed skips accounts that already have some). */
export async function countCampaigns(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(eq(campaigns.accountId, accountId));
  return row?.n ?? 0;
}

/**
 * Per campaign of the account, newest first: the confirmed bookings sold under it (the booking
 * system's `campaign_id`), their seats, fares and the discount they gave, paise.
 */
export async function dealPerformance(db: DbOrTx, accountId: string) {
  const sold = and(
    eq(bookings.accountId, campaigns.accountId),
    eq(bookings.campaignId, campaigns.id),
    eq(bookings.status, 'CONFIRMED'),
  );
  const rows = await db
    .select({
      campaignId: campaigns.id,
      code: campaigns.code,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      bookings: sql<string>`count(${bookings.pnr})`,
      seats: sql<string>`coalesce(sum(${bookings.seats}), 0)`,
      farePaise: sql<string>`coalesce(sum(${bookings.farePaise}), 0)`,
      discountPaise: sql<string>`coalesce(sum(${bookings.discountPaise}), 0)`,
    })
    .from(campaigns)
    .leftJoin(bookings, sold)
    .where(eq(campaigns.accountId, accountId))
    .groupBy(campaigns.accountId, campaigns.id)
    .orderBy(desc(campaigns.startDate), desc(campaigns.createdAt), asc(campaigns.code));
  return rows.map((r) => ({
    ...r,
    bookings: Number(r.bookings),
    seats: Number(r.seats),
    farePaise: Number(r.farePaise),
    discountPaise: Number(r.discountPaise),
  }));
}
