import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import type { Db } from './client';
import { accountProfiles, accounts, users } from './schema';

type AccountType = (typeof accounts.$inferInsert)['type'];
type SubType = NonNullable<(typeof accountProfiles.$inferInsert)['subType']>;

interface DemoAccount {
  type: AccountType;
  name: string;
  groupId?: string;
  profile?: {
    subType: SubType;
    isGstinRequired?: boolean;
    isMsme?: boolean;
    turnoverRupees?: number;
    walletRupees?: number;
  };
}
interface DemoUser {
  mobileNo: string;
  name: string;
  email: string;
  accounts: DemoAccount[];
}

/** The six demo logins of the README (OTP 1234 in demo mode). */
export const DEMO_USERS: DemoUser[] = [
  {
    mobileNo: '9000000001',
    name: 'Rajesh Kumar',
    email: 'rajesh@shivshakti-travels.in',
    accounts: [
      {
        type: 'OPERATOR',
        name: 'Shiv Shakti Travels',
        profile: { subType: 'INDIVIDUAL', isMsme: true, turnoverRupees: 4_500_000, walletRupees: 12_500 },
      },
    ],
  },
  {
    mobileNo: '9000000002',
    name: 'Gurpreet Singh',
    email: 'gurpreet@punjabroadlines.in',
    accounts: [
      {
        type: 'BUSOWNER',
        name: 'Punjab Roadlines',
        groupId: 'MG-PRL-1001',
        profile: { subType: 'PARTNERSHIP', isGstinRequired: true },
      },
    ],
  },
  {
    mobileNo: '9000000003',
    name: 'Ananya Iyer',
    email: 'ananya@greenwheels.in',
    accounts: [
      {
        type: 'ELECTRIC',
        name: 'GreenWheels EV Mobility',
        profile: { subType: 'COMPANY', isGstinRequired: true, walletRupees: 48_000 },
      },
    ],
  },
  {
    mobileNo: '9000000004',
    name: 'Mohammed Irfan',
    email: 'irfan@cityridecabs.in',
    accounts: [
      {
        type: 'CABOWNER',
        name: 'CityRide Cabs',
        groupId: 'CAB-CRC-2001',
        profile: { subType: 'PROPRIETORSHIP' },
      },
    ],
  },
  {
    mobileNo: '9000000005',
    name: 'Priya Sharma',
    email: 'priya@sharmatravels.co.in',
    accounts: [
      {
        type: 'OPERATOR',
        name: 'Sharma Travels Pvt Ltd',
        profile: {
          subType: 'COMPANY',
          isGstinRequired: true,
          isMsme: true,
          turnoverRupees: 120_000_000,
          walletRupees: 86_250,
        },
      },
      {
        type: 'BUSOWNER',
        name: 'Sharma Fleet Partners',
        groupId: 'MG-SFP-1002',
        profile: { subType: 'COMPANY', isGstinRequired: true },
      },
      {
        type: 'ELECTRIC',
        name: 'Sharma E-Bus',
        profile: { subType: 'COMPANY', isGstinRequired: true, walletRupees: 15_000 },
      },
    ],
  },
  {
    mobileNo: '9000000006',
    name: 'Venkatesh Reddy',
    email: 'venkatesh@srisaibus.in',
    accounts: [
      {
        type: 'OPERATOR',
        name: 'Sri Sai Bus Service',
        profile: {
          subType: 'PROPRIETORSHIP',
          isGstinRequired: false,
          isMsme: false,
          turnoverRupees: 1_650_000,
          walletRupees: 2_000,
        },
      },
    ],
  },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Seeds the demo users and accounts. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    let order = 0;
    for (const u of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({ mobileNo: u.mobileNo, name: u.name, email: u.email })
        .returning();
      if (!user) throw new Error('insert failed');
      for (const a of u.accounts) {
        // Distinct creation times keep "the first account of a model" stable.
        const createdAt = new Date(Date.UTC(2024, 0, 1) + order++ * 60_000);
        const [account] = await tx
          .insert(accounts)
          .values({ userId: user.id, type: a.type, name: a.name, groupId: a.groupId ?? null, createdAt })
          .returning();
        if (!account) throw new Error('insert failed');
        const p = a.profile ?? { subType: 'INDIVIDUAL' as const };
        await tx.insert(accountProfiles).values({
          accountId: account.id,
          subType: p.subType,
          isGstinRequired: p.isGstinRequired ?? false,
          isMsme: p.isMsme ?? true,
          turnoverPaise: (p.turnoverRupees ?? 0) * 100,
          walletBalancePaise: (p.walletRupees ?? 0) * 100,
          legalName: a.name,
          email: u.email,
        });
      }
    }
  });
}

export async function seedIfEmpty(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const started = Date.now();
  await seedDemo(db);
  log.info({ ms: Date.now() - started }, 'demo data seeded');
  return true;
}
