import { addDaysToDate, istDateOf } from '@oc/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  accounts,
  busTypes,
  cities,
  commissionSettings,
  serviceDatePricing,
  servicePricing,
  services,
  users,
} from '../schema';

/** The scale account's login (not a demo number: the server needs TEST_NUMBERS=9000000099:1234). */
export const SCALE_MOBILE = '9000000099';
export const SCALE_ACCOUNT_NAME = 'Scale Test Travels';
export const SCALE_SERVICES = 500;
/** Dates with commission and fares: today … today + 14 (a full 14-day window). */
export const SCALE_DAYS = 14;

export interface ScaleSeedResult {
  accountId: string;
  created: boolean;
  services: number;
  dateCells: number;
}

const CHUNK = 1000;

/**
 * One OPERATOR account with 500 active services and commission and fares for every date of
 * today … today + 14 (the grid's 7,000+ cells): the load the Offline Commission grid must carry.
 * Uses the demo cities and bus types (seed the demo first). Not part of the default demo;
 * run `npm run seed:scale`. Does nothing when the account exists.
 */
export async function seedScaleAccount(
  db: DbOrTx,
  opts: { now: Date; services?: number },
): Promise<ScaleSeedResult> {
  const count = opts.services ?? SCALE_SERVICES;
  const today = istDateOf(opts.now);
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.mobileNo, SCALE_MOBILE));
  if (existing) {
    const n = await db.select({ id: services.id }).from(services).where(eq(services.accountId, existing.id));
    return { accountId: existing.id, created: false, services: n.length, dateCells: 0 };
  }

  const cityRows = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.name));
  const busRows = await db
    .select({ id: busTypes.id, seater: busTypes.seaterCount, sleeper: busTypes.sleeperCount })
    .from(busTypes)
    .where(eq(busTypes.isElectric, false))
    .orderBy(asc(busTypes.name));
  if (cityRows.length < 2 || busRows.length === 0)
    throw new Error('The scale seed needs the demo cities and bus types: seed the demo data first.');

  const [user] = await db
    .insert(users)
    .values({ mobileNo: SCALE_MOBILE, name: 'Scale Tester', email: 'scale@example.in' })
    .returning({ id: users.id });
  if (!user) throw new Error('Could not add the scale user');
  const [account] = await db
    .insert(accounts)
    .values({ userId: user.id, type: 'OPERATOR', name: SCALE_ACCOUNT_NAME })
    .returning({ id: accounts.id });
  if (!account) throw new Error('Could not add the scale account');
  const accountId = account.id;
  await db.insert(commissionSettings).values({ accountId, globalCommission: 10 });

  const at = <T>(list: T[], i: number): T => list[i % list.length] as T;
  const serviceRows = Array.from({ length: count }, (_, i) => {
    const fromIndex = i % cityRows.length;
    let toIndex = (i * 7 + 3) % cityRows.length;
    if (toIndex === fromIndex) toIndex = (fromIndex + 1) % cityRows.length;
    const from = at(cityRows, fromIndex);
    const to = at(cityRows, toIndex);
    const bus = at(busRows, i);
    const minutes = (i * 37) % (24 * 60);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return {
      accountId,
      name: `SC-${String(i + 1).padStart(4, '0')}`,
      fromCityId: from.id,
      toCityId: to.id,
      startTime: `${hh}:${mm}:00`,
      durationMinutes: 300 + (i % 8) * 60,
      busTypeId: bus.id,
      baseSeaterFarePaise: bus.seater > 0 ? 40_000 + (i % 20) * 5_000 : null,
      baseSleeperFarePaise: bus.sleeper > 0 ? 90_000 + (i % 20) * 5_000 : null,
    };
  });
  const inserted: { id: string; seater: number | null; sleeper: number | null }[] = [];
  for (let k = 0; k < serviceRows.length; k += CHUNK) {
    inserted.push(
      ...(await db
        .insert(services)
        .values(serviceRows.slice(k, k + CHUNK))
        .returning({
          id: services.id,
          seater: services.baseSeaterFarePaise,
          sleeper: services.baseSleeperFarePaise,
        })),
    );
  }
  for (let k = 0; k < inserted.length; k += CHUNK)
    await db.insert(servicePricing).values(
      inserted.slice(k, k + CHUNK).map((s, i) => ({
        accountId,
        serviceId: s.id,
        seatLimit: 5 + ((k + i) % 96),
        fallbackSeaterPaise: s.seater,
        fallbackSleeperPaise: s.sleeper,
      })),
    );

  const cells: (typeof serviceDatePricing.$inferInsert)[] = [];
  inserted.forEach((s, i) => {
    for (let d = 0; d <= SCALE_DAYS; d++) {
      cells.push({
        accountId,
        serviceId: s.id,
        tripDate: addDaysToDate(today, d),
        discount: (i + d) % 4 === 0 ? null : 5 + ((i + d * 3) % 30),
        seaterFarePaise: s.seater === null ? null : s.seater + d * 1_000,
        sleeperFarePaise: s.sleeper === null ? null : s.sleeper + d * 1_000,
      });
    }
  });
  for (let k = 0; k < cells.length; k += CHUNK)
    await db.insert(serviceDatePricing).values(cells.slice(k, k + CHUNK));
  return { accountId, created: true, services: inserted.length, dateCells: cells.length };
}
