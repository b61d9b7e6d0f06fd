import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { campaigns, users } from '../schema';
import { seedDemoAccountProfiles } from './account';
import { seedDemoCab, type CabSeedCounts } from './cab';
import { seedDemoCommission } from './commission';
import { seedDemoContracts } from './contracts';
import { seedDemoCore, type CoreSeedCounts } from './core';
import { seedDemoDeals } from './deals';
import { seedDemoApiKey } from './integration';
import { seedDemoReimbursements } from './reimbursements';
import { seedDemoStaff } from './staff';
import { seedDemoQuality } from './quality';
import { seedDemoUsers } from './users';
import { seedDemoWallet } from './wallet';

export { DEMO_USERS } from './users';
export { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff';
export { DEMO_API_KEY } from './integration';
export {
  DEMO_BUS_TYPES,
  DEMO_CITIES,
  DEMO_SERVICE_PLANS,
  FUTURE_DAYS,
  PAST_DAYS,
  demoSpareBuses,
} from './core';

export interface SeedSummary extends CoreSeedCounts, CabSeedCounts {
  users: number;
  accounts: number;
  campaigns: number;
  ms: number;
}

/** Minimal logger (pino's or the CLI's). */
interface SeedLog {
  info(obj: object, msg: string): void;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * The whole demo data set in one transaction: users and accounts, cities, bus types, services,
 * trips (today − 30 … today + 14, IST) and bookings, then deals. Everything dated relative to `now`
 * (default: the real time), so the demo always looks current.
 */
export async function seedDemo(db: Db, opts: { now?: Date } = {}): Promise<SeedSummary> {
  const now = opts.now ?? new Date();
  const started = Date.now();
  return db.transaction(async (tx) => {
    const accounts = await seedDemoUsers(tx);
    const core = await seedDemoCore(tx, accounts, { now });
    await seedDemoDeals(tx, { now });
    await seedDemoCommission(tx, { now });
    await seedDemoWallet(tx, { now });
    await seedDemoAccountProfiles(tx, { now });
    await seedDemoReimbursements(tx, { now });
    const cab = await seedDemoCab(tx, { now });
    await seedDemoQuality(tx, { now });
    await seedDemoContracts(tx, { now });
    await seedDemoStaff(tx);
    await seedDemoApiKey(tx, now);
    const [deals] = await tx.select({ n: count() }).from(campaigns);
    return {
      users: new Set(accounts.map((a) => a.mobileNo)).size,
      accounts: accounts.length,
      ...core,
      ...cab,
      campaigns: deals?.n ?? 0,
      ms: Date.now() - started,
    };
  });
}

/** Seeds the demo data when the database has no users yet (a new data directory in demo mode). */
export async function seedIfEmpty(db: Db, log: SeedLog, opts: { now?: Date } = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const summary = await seedDemo(db, opts);
  log.info(summary, 'demo data seeded');
  return true;
}
