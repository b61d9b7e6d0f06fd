import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../client';
import { accountProfiles, accounts, users } from '../schema';

type AccountType = (typeof accounts.$inferInsert)['type'];
type SubType = NonNullable<(typeof accountProfiles.$inferInsert)['subType']>;

export interface DemoAccount {
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
export interface DemoUser {
  mobileNo: string;
  name: string;
  email: string;
  accounts: DemoAccount[];
}

/** The seven demo logins of the README (OTP 1234 in demo mode). */
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
  {
    // The demo's CHANGE_REQUESTED bank proof (seed/account.ts).
    mobileNo: '9000000007',
    name: 'Kiran Desai',
    email: 'kiran@kaveritravels.in',
    accounts: [
      {
        type: 'OPERATOR',
        name: 'Kaveri Travels',
        profile: {
          subType: 'PARTNERSHIP',
          isGstinRequired: true,
          isMsme: true,
          turnoverRupees: 9_000_000,
          walletRupees: 7_500,
        },
      },
    ],
  },
];

/** A seeded account: what the core seed needs to give it services, trips and bookings. */
export interface SeededAccount {
  id: string;
  type: AccountType;
  name: string;
  mobileNo: string;
}

/** The demo users, their accounts and profiles: three multi-row inserts. */
export async function seedDemoUsers(tx: DbOrTx): Promise<SeededAccount[]> {
  const userRows: (typeof users.$inferInsert)[] = [];
  const accountRows: (typeof accounts.$inferInsert & { id: string })[] = [];
  const profileRows: (typeof accountProfiles.$inferInsert)[] = [];
  const seeded: SeededAccount[] = [];
  let order = 0;
  for (const u of DEMO_USERS) {
    const userId = randomUUID();
    userRows.push({ id: userId, mobileNo: u.mobileNo, name: u.name, email: u.email });
    for (const a of u.accounts) {
      const accountId = randomUUID();
      // Distinct creation times keep "the first account of a model" stable.
      const createdAt = new Date(Date.UTC(2024, 0, 1) + order++ * 60_000);
      accountRows.push({
        id: accountId,
        userId,
        type: a.type,
        name: a.name,
        groupId: a.groupId ?? null,
        createdAt,
      });
      const p = a.profile ?? { subType: 'INDIVIDUAL' as const };
      profileRows.push({
        accountId,
        subType: p.subType,
        isGstinRequired: p.isGstinRequired ?? false,
        isMsme: p.isMsme ?? true,
        turnoverPaise: (p.turnoverRupees ?? 0) * 100,
        walletBalancePaise: (p.walletRupees ?? 0) * 100,
        legalName: a.name,
        email: u.email,
      });
      seeded.push({ id: accountId, type: a.type, name: a.name, mobileNo: u.mobileNo });
    }
  }
  await tx.insert(users).values(userRows);
  await tx.insert(accounts).values(accountRows);
  await tx.insert(accountProfiles).values(profileRows);
  return seeded;
}
