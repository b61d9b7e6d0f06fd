import {
  EXPORT_MAX_ROWS,
  ONBOARDING_MESSAGES,
  auditEndpoints,
  authEndpoints,
  staffEndpoints,
  type OnboardOperator,
} from '@oc/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  createStaff,
  createTestApp,
  loginAs,
  staffLogin,
  type TestContext,
} from '../../../test/support';

let ctx: TestContext;
const { callAs } = apiCaller(() => ctx);
const t = { support: '', finance: '', admin: '' };

beforeAll(async () => {
  // The onboarded number gets the test OTP too (the demo numbers keep theirs), so it can log in here.
  ctx = await createTestApp({ seed: true, env: { TEST_NUMBERS: '9812345670:1234' } });
  t.support = (await staffLogin(ctx, await createStaff(ctx, 'support', 'Sunita Support'))).accessToken;
  t.finance = (await staffLogin(ctx, await createStaff(ctx, 'finance', 'Farhan Finance'))).accessToken;
  t.admin = (await staffLogin(ctx, await createStaff(ctx, 'admin', 'Asha Admin'))).accessToken;
});
afterAll(async () => ctx.close());

const newOperator: OnboardOperator = {
  mobileNo: '9812345670',
  name: 'Kavita Rao',
  email: 'kavita@raotravels.test',
  accounts: [
    {
      type: 'OPERATOR',
      name: 'Rao Travels',
      subType: 'PROPRIETORSHIP',
      turnoverRupees: 4500000,
      isMsme: true,
    },
    { type: 'BUSOWNER', name: 'Rao MG Fleet', groupId: 'MG-RAO-01' },
  ],
};

describe('onboarding from the console', () => {
  it('creates the person and accounts with their facts at once; the operator logs in; both trails show it', async () => {
    expect((await callAs(t.finance, staffEndpoints.onboard, { body: newOperator })).status).toBe(403);
    const made = await callAs(t.support, staffEndpoints.onboard, { body: newOperator });
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({
      name: 'Kavita Rao',
      mobileNo: '9812345670',
      email: 'kavita@raotravels.test',
    });
    const [operator, mg] = made.data.accounts;
    expect(operator).toMatchObject({
      type: 'OPERATOR',
      name: 'Rao Travels',
      subType: 'PROPRIETORSHIP',
      turnover: 4500000,
      isMsme: true,
      walletBalance: 0,
      kyc: [
        { document: 'PAN', status: 'PENDING' },
        { document: 'AADHAR', status: 'PENDING' },
        { document: 'GSTIN', status: 'PENDING' },
        { document: 'MSME', status: 'PENDING' },
      ],
      bankProof: null,
      payouts: [],
    });
    expect(mg).toMatchObject({ type: 'BUSOWNER', name: 'Rao MG Fleet', groupId: 'MG-RAO-01', claims: [] });

    // The new operator logs in at once (OTP in the test sandbox).
    const session = await loginAs(ctx, '9812345670');
    expect(session.accessToken).toBeTruthy();
    const me = await callAs(session.accessToken, authEndpoints.me);
    expect(me.status).toBe(200);

    const trail = await callAs(t.admin, auditEndpoints.list, {
      query: { actorKind: 'staff', kind: 'account.created' },
    });
    expect(trail.data.filter((e) => e.accountId === operator!.id || e.accountId === mg!.id)).toHaveLength(2);
    expect(trail.data.find((e) => e.accountId === operator!.id)).toMatchObject({
      actorName: 'Sunita Support',
      actorRole: 'support',
    });
    const activity = await callAs(session.accessToken, auditEndpoints.activity);
    expect(activity.data.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['account.created', 'account.profile_set']),
    );
  });

  it('is all or nothing: a taken group id or mobile number refuses the whole onboarding, on the field', async () => {
    const taken = await callAs(t.admin, staffEndpoints.onboard, {
      body: {
        mobileNo: '9812345671',
        name: 'Nikhil Jain',
        accounts: [{ type: 'OPERATOR' }, { type: 'BUSOWNER', groupId: 'MG-RAO-01' }],
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.error.errors?.[0]?.path).toBe('accounts.1.groupId');
    // Nothing of it was kept: the same person onboards fine with another group id.
    const search = await callAs(t.admin, staffEndpoints.searchOperators, { query: { q: '9812345671' } });
    expect(search.data).toEqual([]);
    const mobileTaken = await callAs(t.admin, staffEndpoints.onboard, { body: newOperator });
    expect(mobileTaken.status).toBe(409);
    expect(mobileTaken.error.errors?.[0]).toEqual({
      path: 'mobileNo',
      message: ONBOARDING_MESSAGES.mobileTaken,
    });

    for (const [body, path, message] of [
      [
        { ...newOperator, mobileNo: '9812345672', accounts: [] },
        'accounts',
        ONBOARDING_MESSAGES.accountsRequired,
      ],
      [
        { ...newOperator, mobileNo: '9812345672', accounts: [{ type: 'OPERATOR', groupId: 'X-123' }] },
        'accounts.0.groupId',
        ONBOARDING_MESSAGES.groupIdOnly,
      ],
      [
        { ...newOperator, mobileNo: '9812345672', accounts: [{ type: 'OPERATOR' }, { type: 'OPERATOR' }] },
        'accounts',
        ONBOARDING_MESSAGES.oneOfType,
      ],
    ] as const) {
      const res = await callAs(t.admin, staffEndpoints.onboard, { body: body as unknown as OnboardOperator });
      expect(res.status).toBe(400);
      expect(res.error.errors).toContainEqual({ path, message });
    }
  });
});

describe('the operator page', () => {
  it("shows an MG account's latest claims and an OPERATOR account's bank proof, KYC and payouts", async () => {
    const found = await callAs(t.support, staffEndpoints.searchOperators, { query: { q: '9000000005' } });
    const detail = await callAs(t.support, staffEndpoints.operator, {
      params: { id: found.data[0]!.userId },
    });
    expect(detail.status).toBe(200);
    const operator = detail.data.accounts.find((a) => a.type === 'OPERATOR');
    const mg = detail.data.accounts.find((a) => a.type === 'BUSOWNER');
    expect(operator?.bankProof).toMatchObject({ status: 'PENDING' });
    expect(operator?.kyc).toHaveLength(4);
    expect(operator?.payouts.length).toBeGreaterThan(0);
    expect(mg?.claims.length).toBeGreaterThan(0);
    expect(mg?.claims.some((c) => c.status === 'PENDING')).toBe(true);
  });
});

describe('exports', () => {
  it('answers every console list as CSV and Excel, with its filters', async () => {
    for (const list of ['operators', 'proposals', 'bank-proofs', 'claims', 'kyc', 'audit'] as const) {
      const query = list === 'operators' ? { format: 'csv', q: '90000' } : { format: 'csv' };
      const csv = await callAs(t.support, staffEndpoints.export, { params: { list }, query } as never);
      expect(csv.status, list).toBe(200);
      expect(csv.res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.res.headers['content-disposition']).toContain(`${list}.csv`);
      const text = csv.res.payload.replace(/^\uFEFF/, '');
      expect(text.split('\r\n')[0]!.split(',').length).toBeGreaterThan(3);

      const xlsx = await callAs(t.support, staffEndpoints.export, {
        params: { list },
        query: { ...query, format: 'xlsx' },
      } as never);
      expect(xlsx.status, list).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.res.rawPayload as unknown as ArrayBuffer);
      // Header and rows: as many as the CSV.
      expect(workbook.worksheets[0]!.rowCount, list).toBe(text.trimEnd().split('\r\n').length);
    }
  });

  it('holds the rows the list shows: the operators of a search, the audit trail of a filter', async () => {
    const csv = await callAs(t.support, staffEndpoints.export, {
      params: { list: 'operators' },
      query: { format: 'csv', q: '9000000001' },
    } as never);
    const lines = csv.res.payload
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Mobile,E-mail,Account type,Account,Account id,Group id,Wallet (₹)');
    expect(lines.slice(1).every((l) => l.includes(',9000000001,'))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);

    const audit = await callAs(t.support, staffEndpoints.export, {
      params: { list: 'audit' },
      query: { format: 'csv', kind: 'user.created', actorKind: 'staff' },
    } as never);
    const rows = audit.res.payload
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes(',user.created,'))).toBe(true);
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    await callAs(t.support, staffEndpoints.onboard, {
      body: {
        mobileNo: '9812345679',
        name: '=HYPERLINK("http://x.test","y")',
        accounts: [{ type: 'OPERATOR' }],
      },
    });
    const csv = await callAs(t.support, staffEndpoints.export, {
      params: { list: 'operators' },
      query: { format: 'csv', q: '9812345679' },
    } as never);
    expect(csv.res.payload).toContain(`"'=HYPERLINK(""http://x.test"",""y"")"`);
  });

  it('refuses an unknown list, format or filter, and a bad filter value, with a 400', async () => {
    const cases = [
      { params: { list: 'wallets' }, query: { format: 'csv' } },
      { params: { list: 'claims' }, query: { format: 'pdf' } },
      { params: { list: 'claims' }, query: { format: 'csv', q: 'x' } },
      { params: { list: 'audit' }, query: { format: 'csv', from: 'yesterday' } },
      { params: { list: 'audit' }, query: { format: 'csv', limit: String(EXPORT_MAX_ROWS + 1) } },
      { params: { list: 'operators' }, query: { format: 'csv' } },
    ];
    for (const input of cases) {
      const res = await callAs(t.support, staffEndpoints.export, input as never);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error.data).toBeTruthy();
    }
  });
});
