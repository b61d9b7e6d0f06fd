import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support';
import { accountProfiles, accounts } from '../../db/schema';
import { FakeClock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { AdminService } from './admin.service';

const NOW = new Date('2026-11-22T06:30:00Z');
let testDb: TestDatabase;
let admin: AdminService;
const clock = new FakeClock(NOW);

beforeAll(async () => {
  testDb = await createTestDatabase();
  admin = new AdminService({ db: testDb.database.db, clock });
});
afterAll(async () => testDb.close());

/** The HttpError a call rejects with. */
async function failure(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('createUser', () => {
  it('creates a user with a trimmed name and optional e-mail', async () => {
    const user = await admin.createUser({
      mobileNo: ' 9876543210 ',
      name: '  Anil Mehta ',
      email: 'anil@mehta.in',
    });
    expect(user).toMatchObject({
      mobileNo: '9876543210',
      name: 'Anil Mehta',
      email: 'anil@mehta.in',
      accounts: [],
    });
    const noMail = await admin.createUser({ mobileNo: '8123456789', name: 'Kavya Nair' });
    expect(noMail.email).toBeNull();
  });

  it('refuses a mobile number that is taken (409)', async () => {
    const e = await failure(admin.createUser({ mobileNo: '9876543210', name: 'Someone Else' }));
    expect(e.status).toBe(409);
    expect(e.message).toBe('A user with mobile number 9876543210 already exists.');
  });

  it('checks the input (400, every problem listed)', async () => {
    const e = await failure(admin.createUser({ mobileNo: '12345', name: 'A', email: 'nope' }));
    expect(e.status).toBe(400);
    expect(e.errors).toEqual([
      { path: 'mobileNo', message: 'Mobile number must be 10 digits' },
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Not a valid e-mail address' },
    ]);
    const low = await failure(admin.createUser({ mobileNo: '5123456789', name: 'Low Start' }));
    expect(low.errors).toEqual([
      { path: 'mobileNo', message: 'Enter a valid 10-digit Indian mobile number' },
    ]);
  });
});

describe('addAccount', () => {
  it('adds an OPERATOR account with a default profile', async () => {
    const a = await admin.addAccount({ mobileNo: '9876543210', type: 'OPERATOR', name: 'Mehta Travels' });
    expect(a).toMatchObject({
      type: 'OPERATOR',
      name: 'Mehta Travels',
      groupId: null,
      subType: 'INDIVIDUAL',
      isGstinRequired: false,
      isMsme: true,
      turnoverRupees: 0,
      walletBalanceRupees: 0,
    });
    const [profile] = await testDb.database.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.accountId, a.id));
    expect(profile).toMatchObject({ legalName: 'Mehta Travels', email: 'anil@mehta.in' });
  });

  it('names the account after the user by default and generates an MG group id', async () => {
    const mg = await admin.addAccount({ mobileNo: '9876543210', type: 'BUSOWNER' });
    expect(mg.name).toBe('Anil Mehta');
    expect(mg.groupId).toMatch(/^MG-AM-\d{4}$/);
    const cab = await admin.addAccount({ mobileNo: '9876543210', type: 'CABOWNER', groupId: 'CAB-MEH-7' });
    expect(cab.groupId).toBe('CAB-MEH-7');
  });

  it('refuses a second OPERATOR account, a taken group id, and a group id on an OPERATOR account', async () => {
    const again = await failure(admin.addAccount({ mobileNo: '9876543210', type: 'OPERATOR' }));
    expect(again.status).toBe(409);
    expect(again.message).toBe('Anil Mehta (9876543210) already has an OPERATOR account.');
    const taken = await failure(
      admin.addAccount({ mobileNo: '8123456789', type: 'CABOWNER', groupId: 'CAB-MEH-7' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.message).toBe('Group id CAB-MEH-7 is already taken.');
    const misplaced = await failure(
      admin.addAccount({ mobileNo: '8123456789', type: 'ELECTRIC', groupId: 'X-123' }),
    );
    expect(misplaced.status).toBe(400);
    expect(misplaced.message).toBe('Only BUSOWNER and CABOWNER accounts have a group id.');
  });

  it('refuses an unknown user (404) and an unknown account type (400)', async () => {
    const unknown = await failure(admin.addAccount({ mobileNo: '7000000000', type: 'OPERATOR' }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('No user with mobile number 7000000000. Create one with create-user.');
    const badType = await failure(admin.addAccount({ mobileNo: '9876543210', type: 'TRAIN' }));
    expect(badType.status).toBe(400);
    expect(badType.message).toBe('Account type must be one of OPERATOR, BUSOWNER, ELECTRIC, CABOWNER');
  });
});

describe('setProfile', () => {
  it("sets the OPERATOR account's sub type, turnover (rupees → paise), GSTIN and MSME", async () => {
    clock.advance(60_000);
    const a = await admin.setProfile({
      mobileNo: '9876543210',
      subType: 'COMPANY',
      turnoverRupees: 25_000_000.5,
      isGstinRequired: true,
      isMsme: false,
    });
    expect(a).toMatchObject({
      type: 'OPERATOR',
      subType: 'COMPANY',
      turnoverRupees: 25_000_000.5,
      isGstinRequired: true,
      isMsme: false,
    });
    const [row] = await testDb.database.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.accountId, a.id));
    expect(row).toMatchObject({ turnoverPaise: 2_500_000_050, updatedAt: clock.now() });
  });

  it('changes only what is given, and picks an account by type or group id', async () => {
    const a = await admin.setProfile({ mobileNo: '9876543210', isMsme: true });
    expect(a).toMatchObject({ subType: 'COMPANY', isMsme: true, isGstinRequired: true });
    const mg = await admin.setProfile({ mobileNo: '9876543210', type: 'BUSOWNER', subType: 'LLP' });
    expect(mg).toMatchObject({ type: 'BUSOWNER', subType: 'LLP' });
    const cab = await admin.setProfile({
      mobileNo: '9876543210',
      groupId: 'CAB-MEH-7',
      subType: 'PARTNERSHIP',
    });
    expect(cab).toMatchObject({ type: 'CABOWNER', subType: 'PARTNERSHIP' });
  });

  it('creates the profile of an account that has none', async () => {
    const [bare] = await testDb.database.db
      .insert(accounts)
      .values({
        userId: (await admin.listUsers()).find((u) => u.mobileNo === '8123456789')!.id,
        type: 'ELECTRIC',
        name: 'Kavya EV',
      })
      .returning();
    const e = await admin.setProfile({ mobileNo: '8123456789', turnoverRupees: 1_500_000 });
    expect(e).toMatchObject({ id: bare!.id, subType: 'INDIVIDUAL', turnoverRupees: 1_500_000 });
  });

  it('refuses a bad sub type, nothing to set, negative turnover, unknown users and missing accounts', async () => {
    const badSub = await failure(admin.setProfile({ mobileNo: '9876543210', subType: 'TRUST' }));
    expect(badSub.status).toBe(400);
    expect(badSub.errors).toEqual([
      {
        path: 'subType',
        message: 'Sub type must be one of INDIVIDUAL, COMPANY, PROPRIETORSHIP, LLP, PARTNERSHIP',
      },
    ]);
    const nothing = await failure(admin.setProfile({ mobileNo: '9876543210' }));
    expect(nothing.message).toBe(
      'Nothing to set: give a sub type, turnover, GSTIN requirement or MSME registration',
    );
    const negative = await failure(admin.setProfile({ mobileNo: '9876543210', turnoverRupees: -1 }));
    expect(negative.message).toBe('Turnover cannot be negative');
    const fraction = await failure(admin.setProfile({ mobileNo: '9876543210', turnoverRupees: 1.234 }));
    expect(fraction.message).toBe('Turnover: at most 2 decimals (paise)');
    const unknown = await failure(admin.setProfile({ mobileNo: '7000000000', isMsme: true }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('No user with mobile number 7000000000.');
    const noMg = await failure(admin.setProfile({ mobileNo: '8123456789', type: 'BUSOWNER', isMsme: true }));
    expect(noMg.status).toBe(404);
    expect(noMg.message).toBe('Kavya Nair (8123456789) has no BUSOWNER account (they have: ELECTRIC).');
    const wrongGroup = await failure(
      admin.setProfile({ mobileNo: '9876543210', type: 'BUSOWNER', groupId: 'CAB-MEH-7', isMsme: true }),
    );
    expect(wrongGroup.message).toBe('Group id CAB-MEH-7 is a CABOWNER account.');
    await admin.createUser({ mobileNo: '7012345678', name: 'No Accounts' });
    const none = await failure(admin.setProfile({ mobileNo: '7012345678', isMsme: true }));
    expect(none.message).toBe('No Accounts (7012345678) has no accounts yet. Add one with add-account.');
  });
});

describe('listUsers', () => {
  it('lists every user by mobile number with accounts oldest first', async () => {
    const list = await admin.listUsers();
    expect(list.map((u) => u.mobileNo)).toEqual(['7012345678', '8123456789', '9876543210']);
    const anil = list.find((u) => u.mobileNo === '9876543210')!;
    expect(anil.accounts.map((a) => a.type)).toEqual(['OPERATOR', 'BUSOWNER', 'CABOWNER']);
    expect(list[0]!.accounts).toEqual([]);
  });
});
