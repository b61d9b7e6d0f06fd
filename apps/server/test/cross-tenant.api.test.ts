import {
  API_BASE,
  MODEL_PREFIX,
  USER_TYPES,
  addDaysToDate,
  allEndpoints,
  endpointModels,
  istDateOf,
  type EndpointDef,
  type UserType,
} from '@oc/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../src/db/schema';
import { AdminService } from '../src/modules/admin/admin.service';
import { PNG } from './fixtures/files';
import { authHeaders, createTestApp, loginAs, multipartForm, type TestContext } from './support';

/**
 * Cross-tenant matrix (issue 19; docs/security.md "Tenant isolation"), generated from the endpoint
 * registry: every declared route is classified here, and the test fails on one that is not, so a
 * new route cannot be forgotten. For each tenant route, under every business-model prefix:
 *  1. a second tenant's token naming the first tenant's account (or group) in `x-user-id` → 403;
 *  2. the second tenant's own call carrying the first tenant's ids (its probes) → never a 5xx, and
 *     no answer holds any id, mobile number, name or e-mail of the first tenant;
 * and at the end every tenant table's rows of the first tenants are what they were (count and
 * content), so no probe changed another tenant's data.
 */

/**
 * `staff-public` and `staff`: the provider's staff routes under `/api/admin/v1`; a `staff` route's
 * role rule is its `roles` (every one must have it; `modules/staff/staff.api.test.ts` calls each with
 * each role, and with operator tokens, which are refused). `ingest`: the provider's systems, with an
 * API key and its scopes (`modules/ingest/ingest.api.test.ts`: operator and staff tokens are refused).
 */
type Kind =
  | 'public'
  | 'session'
  | 'tenant-data'
  | 'tenant-object'
  | 'tenant-mutation'
  | 'staff-public'
  | 'staff'
  | 'ingest';

interface Probe {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Multipart: text fields plus one file part named `file.field`. */
  upload?: { fields: Record<string, string>; file?: { field: string; name: string; data: Buffer } };
  /** The probe names the victim's objects: a 2xx file answer to it is a leak. */
  foreign?: boolean;
}

interface Victim {
  model: UserType;
  accountId: string;
  groupId: string | null;
  mobileNo: string;
  /** One id (or value) of the victim's rows in `table.column`, or a fresh uuid when it has none. */
  one(table: string, column?: string): string;
}

interface Entry {
  kind: Kind;
  /** Calls to make as the attacker; a tenant route without probes is called once with no input. */
  probes?: (v: Victim) => Probe[];
}

const NO_ROW = '00000000-0000-4000-8000-00000000dead';
const today = () => istDateOf(new Date());
const day = (n: number) => addDaysToDate(today(), n);
/** `fromDate` / `toDate` (epoch ms, as query text) for the last `n` days up to now. */
const lastDays = (n: number) => ({
  fromDate: String(Date.now() - n * 86_400_000),
  toDate: String(Date.now()),
});

/** A driver assignment aimed at another account's cab trip (assign and its overlap check alike). */
const intruderDriver = (tripId: string) => ({
  _id: tripId,
  driverMobileNo: 9876543210,
  driverName: 'Intruder',
  rcNumber: 'KA01AB1234',
});

/** Every endpoint of the registry, by `group.key`. */
const MATRIX: Record<string, Entry> = {
  'health.health': { kind: 'public' },
  'auth.captchaConfig': { kind: 'public' },
  'auth.captchaSandbox': { kind: 'public' },
  'auth.login': { kind: 'public' },
  'auth.verifyOtp': { kind: 'public' },
  'auth.refresh': { kind: 'public' },
  'auth.logout': { kind: 'session' },
  'auth.savePreferences': { kind: 'session' },
  'payments.razorpayWebhook': { kind: 'public' },
  'payments.sandboxCheckoutPage': { kind: 'public' },
  'payments.sandboxCheckoutComplete': { kind: 'public' },
  'files.signed': { kind: 'public' },
  // The token of a digest's link is the key: it names one subscription, of one account.
  'digest.unsubscribe': { kind: 'public' },

  'staff.login': { kind: 'staff-public' },
  'staff.refresh': { kind: 'staff-public' },
  'staff.enrolment': { kind: 'staff-public' },
  'staff.setPassword': { kind: 'staff-public' },
  'staff.logout': { kind: 'staff' },
  'staff.me': { kind: 'staff' },
  'staff.savePreferences': { kind: 'staff' },
  'staff.searchOperators': { kind: 'staff' },
  'staff.operator': { kind: 'staff' },
  'staff.onboard': { kind: 'staff' },
  'staff.export': { kind: 'staff' },
  'proposals.walletDebit': { kind: 'staff' },
  'proposals.payout': { kind: 'staff' },
  'proposals.weekClose': { kind: 'staff' },
  'proposals.list': { kind: 'staff' },
  'proposals.approve': { kind: 'staff' },
  'proposals.reject': { kind: 'staff' },
  'proposals.withdraw': { kind: 'staff' },
  'audit.list': { kind: 'staff' },
  'queues.bankProofs': { kind: 'staff' },
  'queues.bankProofFile': { kind: 'staff' },
  'queues.decideBankProof': { kind: 'staff' },
  'queues.claims': { kind: 'staff' },
  'queues.claimProof': { kind: 'staff' },
  'queues.decideClaim': { kind: 'staff' },
  'queues.kyc': { kind: 'staff' },
  'queues.decideKyc': { kind: 'staff' },
  'apiKeys.list': { kind: 'staff' },
  'apiKeys.create': { kind: 'staff' },
  'apiKeys.revoke': { kind: 'staff' },
  'webhooks.list': { kind: 'staff' },
  'webhooks.add': { kind: 'staff' },
  'webhooks.disable': { kind: 'staff' },
  'webhooks.deliveries': { kind: 'staff' },
  'webhooks.deadLetters': { kind: 'staff' },
  'webhooks.retry': { kind: 'staff' },
  'ingest.bookings': { kind: 'ingest' },
  'ingest.cabTrips': { kind: 'ingest' },
  'ingest.busTrips': { kind: 'ingest' },
  'ingest.services': { kind: 'ingest' },
  'ingest.paymentSummaries': { kind: 'ingest' },
  'ingest.fleetContracts': { kind: 'ingest' },
  'ingest.files': { kind: 'ingest' },
  'ingest.ratings': { kind: 'ingest' },
  'ingest.inspections': { kind: 'ingest' },
  'ingest.audits': { kind: 'ingest' },
  'ingest.payouts': { kind: 'ingest' },
  'audit.activity': { kind: 'tenant-data' },

  'auth.me': { kind: 'tenant-data' },
  'home.summary': { kind: 'tenant-data' },
  'home.mgSummary': { kind: 'tenant-data' },
  'home.actions': { kind: 'tenant-data' },
  'home.salesTrend': { kind: 'tenant-data' },
  // Writes back what the caller sends (its own screen): nothing of another tenant is read.
  'exports.table': {
    kind: 'tenant-mutation',
    probes: (v) => [
      {
        body: {
          format: 'csv',
          name: 'probe',
          title: 'Probe',
          columns: [{ label: 'Account' }],
          rows: [[v.accountId]],
        },
      },
    ],
  },
  'deals.services': { kind: 'tenant-data' },
  'deals.performance': { kind: 'tenant-data' },
  'deals.publish': {
    kind: 'tenant-mutation',
    probes: (v) => [
      {
        foreign: true,
        body: {
          userName: 'Intruder',
          selectedSevices: [
            {
              _id: v.one('services'),
              name: 'x',
              startTime: '21:30',
              b2cAssetTypeName: 'AC Sleeper',
              fromCityName: 'Pune',
              toCityName: 'Goa',
            },
          ],
          startDate: `${day(1)}T00:00:00`,
          endDate: `${day(7)}T00:00:00`,
          dayIncluded: ['MON'],
          excludedDates: [],
          minSeatValue: 300,
          type: 'CUSTOM',
          discountType: 'ABSOLUTE',
          discountValue: 100,
          status: 'ACTIVE',
        },
      },
    ],
  },
  'deals.list': {
    kind: 'tenant-object',
    probes: (v) => [{}, { foreign: true, query: { id: v.one('campaigns') } }],
  },
  'deals.update': {
    kind: 'tenant-mutation',
    probes: (v) => [
      { foreign: true, body: { selectedCampaignId: v.one('campaigns'), status: 'INACTIVE' } },
      { foreign: true, body: { selectedCampaignId: v.one('campaigns'), endDate: day(40) } },
    ],
  },
  'deals.renew': {
    kind: 'tenant-mutation',
    probes: (v) => [
      { foreign: true, body: { selectedCampaign: v.one('campaigns'), startDate: day(1), endDate: day(3) } },
    ],
  },
  'commission.services': { kind: 'tenant-data' },
  'commission.update': {
    kind: 'tenant-mutation',
    probes: (v) => [
      {
        foreign: true,
        body: {
          updateObj: [
            {
              _id: v.one('services'),
              seatLimit: 10,
              tripDateWiseData: { [day(1)]: { discount: 40 } },
            },
          ],
        },
      },
    ],
  },
  'commission.global': { kind: 'tenant-data' },
  'commission.updateGlobal': {
    kind: 'tenant-mutation',
    probes: () => [{ body: { globalCommission: 7, fetechedGlobalCommission: 0 } }],
  },
  'kyc.details': {
    kind: 'tenant-object',
    probes: (v) => [{ foreign: true, query: { mobileNo: v.mobileNo } }],
  },
  'kyc.verify': { kind: 'tenant-mutation', probes: () => [{ body: { pan: 'ABCPE1234F' } }] },
  'kyc.aadhaarOtp': {
    kind: 'tenant-mutation',
    probes: () => [{ body: { aadhaarNumber: '234123412346' } }],
  },
  'kyc.aadhaarVerify': {
    kind: 'tenant-mutation',
    probes: (v) => [
      {
        foreign: true,
        body: {
          aadhaarNumber: '234123412346',
          transactionId: v.one('aadhaar_otp_transactions'),
          otp: '123456',
        },
      },
    ],
  },
  'digest.digest': { kind: 'tenant-data' },
  'digest.subscribe': {
    kind: 'tenant-mutation',
    probes: () => [{ body: { channel: 'email', email: 'probe@example.in' } }],
  },
  'digest.stop': { kind: 'tenant-mutation', probes: () => [{}] },
  'wallet.wallet': { kind: 'tenant-data' },
  'wallet.transactions': { kind: 'tenant-data' },
  'wallet.lowBalanceAlert': {
    kind: 'tenant-mutation',
    probes: () => [{ body: { amount: 500 } }],
  },
  'wallet.addMoney': {
    kind: 'tenant-mutation',
    probes: (v) => [{ body: { mobileNo: v.mobileNo, amount: 100 } }],
  },
  'wallet.transactionStatus': {
    kind: 'tenant-object',
    probes: (v) => [{ foreign: true, query: { orderId: v.one('payment_orders') } }],
  },
  'payouts.list': { kind: 'tenant-data' },
  'payouts.weeklyReport': {
    kind: 'tenant-data',
    probes: () => [{ query: { fromDate: String(Date.now() - 28 * 86_400_000), toDate: String(Date.now()) } }],
  },
  'payouts.storedReport': {
    kind: 'tenant-object',
    probes: (v) => [{ foreign: true, params: { id: v.one('payouts') } }],
  },
  'files.download': {
    kind: 'tenant-object',
    probes: (v) => [{ foreign: true, params: { id: v.one('stored_files') } }],
  },
  'account.update': {
    kind: 'tenant-mutation',
    probes: () => [
      { body: { pocList: [{ name: 'Intruder', area: 'x', department: 'SALES', mobile: '9876543210' }] } },
    ],
  },
  'account.cancelledChequeChange': { kind: 'tenant-mutation' },
  'account.chequeUpload': {
    kind: 'tenant-mutation',
    probes: () => [{ upload: { fields: {}, file: { field: 'myFile', name: 'cheque.png', data: PNG } } }],
  },
  'account.agreements': { kind: 'tenant-data' },
  'account.signedAgreement': {
    kind: 'tenant-object',
    probes: (v) => [{ foreign: true, params: { id: v.one('agreements') } }],
  },
  'buses.rc': { kind: 'tenant-data' },
  'cab.cities': { kind: 'tenant-data', probes: () => [{ query: { type: 'a' } }] },
  'cab.trips': {
    kind: 'tenant-object',
    probes: (v) => [
      {},
      { foreign: true, query: { tripId: v.one('cab_trips', 'group_code') } },
      { foreign: true, query: { tripId: v.one('cab_trips') } },
    ],
  },
  'cab.tripDetails': {
    kind: 'tenant-object',
    probes: (v) => [{ foreign: true, query: { tripId: v.one('cab_trips') } }],
  },
  'cab.assignDriver': {
    kind: 'tenant-mutation',
    probes: (v) => [
      {
        foreign: true,
        body: intruderDriver(v.one('cab_trips')),
      },
    ],
  },
  'cab.driverOverlaps': {
    kind: 'tenant-mutation',
    probes: (v) => [
      {
        foreign: true,
        body: intruderDriver(v.one('cab_trips')),
      },
    ],
  },
  'cab.driverCommunication': {
    kind: 'tenant-mutation',
    probes: (v) => [
      { foreign: true, body: { _id: v.one('cab_trips'), event: 'driverAssignedCabBookingGroupUpdate' } },
    ],
  },
  'cab.clickToCall': {
    kind: 'tenant-mutation',
    probes: (v) => [
      { foreign: true, body: { caller: '9000000006', role: 'PASSENGER', bookingId: v.one('cab_bookings') } },
      { foreign: true, body: { caller: '9000000006', role: 'DRIVER', _id: v.one('cab_trips') } },
      // A marshal by another account's trip (its marshals' host ids are per trip; cab.api.test.ts has the pair).
      {
        foreign: true,
        body: { caller: '9000000006', role: 'MARSHAL', _id: v.one('cab_trips'), busHostId: 'BH-1' },
      },
    ],
  },
  'fleet.assetTypes': { kind: 'tenant-data' },
  'fleet.summary': {
    kind: 'tenant-data',
    probes: () => [
      {},
      { query: { fromDate: String(Date.now() - 60 * 86_400_000), toDate: String(Date.now()) } },
    ],
  },
  'fleet.export': {
    kind: 'tenant-data',
    probes: () => [{ query: { fromDate: String(Date.now() - 60 * 86_400_000), toDate: String(Date.now()) } }],
  },
  'quality.inspections': {
    kind: 'tenant-object',
    probes: (v) => [
      { query: lastDays(13) },
      { foreign: true, query: { type: 'groupWork', rc: v.one('buses', 'rc'), ...lastDays(13) } },
    ],
  },
  'quality.audits': {
    kind: 'tenant-object',
    probes: (v) => [
      { query: lastDays(13) },
      { foreign: true, query: { rc: v.one('buses', 'rc'), ...lastDays(13) } },
    ],
  },
  'quality.ratings': {
    kind: 'tenant-object',
    probes: (v) => [
      { body: { fromDate: Date.now() - 13 * 86_400_000, toDate: Date.now() } },
      {
        foreign: true,
        body: { rc: [v.one('buses', 'rc')], fromDate: Date.now() - 13 * 86_400_000, toDate: Date.now() },
      },
    ],
  },
  // Files: a foreign RC matches nothing (the API tests read the sheet); here only no 5xx and no leak.
  'quality.exportInspections': {
    kind: 'tenant-data',
    probes: (v) => [{ query: { rc: v.one('buses', 'rc'), ...lastDays(13) } }],
  },
  'quality.exportAudits': {
    kind: 'tenant-data',
    probes: (v) => [{ query: { rc: v.one('buses', 'rc'), ...lastDays(13) } }],
  },
  'contracts.services': {
    kind: 'tenant-object',
    probes: (v): Probe[] => [
      {},
      { foreign: true, query: { serviceId: v.one('services') } },
      { foreign: true, query: { rc: v.one('buses', 'rc') } },
    ],
  },
  'contracts.paymentSummary': { kind: 'tenant-data', probes: () => [{}, { query: lastDays(90) }] },
  // The week is the same for every account: the statement is the caller's own.
  'contracts.downloadSummary': {
    kind: 'tenant-data',
    probes: () => [{ body: { weekStartDate: day(-14), weekEndDate: day(-8) } }],
  },
  'contracts.tripRevenue': {
    kind: 'tenant-object',
    probes: (v): Probe[] => [
      {},
      { foreign: true, query: { rc: v.one('buses', 'rc') } },
      { foreign: true, query: { serviceId: v.one('services'), ...lastDays(30) } },
    ],
  },
  'contracts.tripRevenueExport': {
    kind: 'tenant-data',
    probes: (v) => [{ query: { serviceId: v.one('services'), ...lastDays(30) } }],
  },
  'reimbursements.list': { kind: 'tenant-data' },
  'reimbursements.filter': {
    kind: 'tenant-object',
    probes: (v) => [{ foreign: true, body: { rc: v.one('buses', 'rc') } }],
  },
  'reimbursements.add': {
    kind: 'tenant-mutation',
    probes: (v) => [
      {
        foreign: true,
        upload: {
          fields: {
            rc: v.one('buses', 'rc'),
            amount: '500',
            startDate: String(Date.now() - 5 * 86_400_000),
            endDate: String(Date.now() - 86_400_000),
            supplyStatus: 'APPROVED',
            financeStatus: 'APPROVED',
          },
          file: { field: 'myFile', name: 'bill.png', data: PNG },
        },
      },
    ],
  },
  'reimbursements.proof': {
    kind: 'tenant-object',
    probes: (v) => [{ foreign: true, params: { id: v.one('reimbursements') } }],
  },
};

/** Victim (first tenant) and attacker (second tenant) of each business model. */
const PAIRS: Record<UserType, { victim: string; attacker: string }> = {
  OPERATOR: { victim: '9000000001', attacker: '9000000006' },
  BUSOWNER: { victim: '9000000002', attacker: '9000000005' },
  ELECTRIC: { victim: '9000000003', attacker: '9000000005' },
  // 9000000006 gets a cab account of its own in beforeAll.
  CABOWNER: { victim: '9000000004', attacker: '9000000006' },
};

let ctx: TestContext;
const victims = new Map<UserType, Victim & { secrets: Set<string> }>();
const attackers = new Map<UserType, string>();
/** Tables with an `account_id` column: the tenant tables. */
let tenantTables: string[] = [];

const quote = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function columnsOf(table: string): Promise<{ name: string; type: string }[]> {
  return rows<{ name: string; type: string }>(
    sql`select column_name as name, data_type as type from information_schema.columns
        where table_schema = 'public' and table_name = ${table}`,
  );
}

async function loadVictim(model: UserType, mobileNo: string) {
  const [acc] = await ctx.db
    .select({
      id: accounts.id,
      groupId: accounts.groupId,
      name: accounts.name,
      user: users.name,
      email: users.email,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, model)));
  if (!acc) throw new Error(`no ${model} account for ${mobileNo}`);
  const values = new Map<string, string>();
  // What would betray the victim in another tenant's answer: its account, its person, and the id of
  // every row it owns.
  const secrets = new Set<string>([acc.id, mobileNo, acc.name, acc.user]);
  if (acc.groupId) secrets.add(acc.groupId);
  if (acc.email) secrets.add(acc.email);
  for (const table of tenantTables) {
    const cols = await columnsOf(table);
    if (cols.some((c) => c.name === 'id')) {
      const ids = await rows<{ id: string }>(
        sql.raw(`select id::text as id from ${quote(table)} where account_id = '${acc.id}' order by 1`),
      );
      for (const { id } of ids) secrets.add(id);
      if (ids[0]) values.set(`${table}.id`, ids[0].id);
    }
    for (const c of cols.filter((c) => ['rc', 'pnr', 'group_code', 'mobile'].includes(c.name))) {
      const [first] = await rows<{ v: string }>(
        sql.raw(
          `select ${quote(c.name)}::text as v from ${quote(table)} where account_id = '${acc.id}' order by 1 limit 1`,
        ),
      );
      if (first) values.set(`${table}.${c.name}`, first.v);
    }
  }
  const victim: Victim & { secrets: Set<string> } = {
    model,
    accountId: acc.id,
    groupId: acc.groupId,
    mobileNo,
    secrets,
    one: (table, column = 'id') =>
      values.get(`${table}.${column}`) ?? (column === 'id' ? NO_ROW : 'ZZ00ZZ0000'),
  };
  return victim;
}

/** count + md5 of every tenant table's rows of the victims, by table. */
async function snapshot(): Promise<Record<string, string>> {
  const ids = [...victims.values()].map((v) => `'${v.accountId}'`).join(',');
  const out: Record<string, string> = {};
  for (const table of tenantTables) {
    const [r] = await rows<{ n: string; h: string | null }>(
      sql.raw(
        `select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${quote(table)} t where account_id in (${ids})`,
      ),
    );
    out[table] = `${r?.n ?? '?'}:${r?.h ?? ''}`;
  }
  return out;
}

/** Every string in a JSON answer (keys included), and every uuid inside them. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    into.push(value);
    for (const m of value.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi))
      into.push(m[0]);
  } else if (typeof value === 'number') into.push(String(value));
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.push(k);
      stringsOf(v, into);
    }
  return into;
}

function fill(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? NO_ROW));
}

async function send(endpoint: EndpointDef, model: UserType, token: string, probe: Probe, header?: string) {
  const url = `${API_BASE}${MODEL_PREFIX[model]}${fill(endpoint.path, probe.params)}`;
  const headers = authHeaders(token, header);
  if (probe.upload) {
    const form = multipartForm(probe.upload.file ?? null, probe.upload.fields);
    return ctx.app.inject({
      method: endpoint.method,
      url,
      query: probe.query,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  }
  return ctx.app.inject({
    method: endpoint.method,
    url,
    query: probe.query,
    headers,
    ...(probe.body !== undefined ? { payload: probe.body as Record<string, unknown> } : {}),
  });
}

const tenantEndpoints = () => allEndpoints().filter(({ endpoint }) => endpoint.access === 'tenant');

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  tenantTables = (
    await rows<{ t: string }>(
      sql`select table_name as t from information_schema.columns
          where table_schema = 'public' and column_name = 'account_id' order by 1`,
    )
  ).map((r) => r.t);
  await new AdminService({ db: ctx.db, clock: ctx.clock }).addAccount({
    mobileNo: PAIRS.CABOWNER.attacker,
    type: 'CABOWNER',
    name: 'Intruder Cabs',
  });
  for (const model of USER_TYPES) {
    victims.set(model, await loadVictim(model, PAIRS[model].victim));
    attackers.set(model, (await loginAs(ctx, PAIRS[model].attacker)).accessToken);
  }
}, 120_000);
afterAll(async () => ctx.close());

describe('cross-tenant matrix', () => {
  it('classifies every route of the registry (a new route must be added here)', () => {
    const names = allEndpoints().map((e) => e.name);
    expect(
      names.filter((n) => !(n in MATRIX)),
      'unclassified routes',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((n) => !names.includes(n)),
      'classified but not declared',
    ).toEqual([]);
    for (const { name, endpoint } of allEndpoints()) {
      const kind = MATRIX[name]?.kind;
      if (endpoint.access === 'public') expect(kind, name).toBe('public');
      else if (endpoint.access === 'session') expect(kind, name).toBe('session');
      else if (endpoint.access === 'staffPublic') expect(kind, name).toBe('staff-public');
      else if (endpoint.access === 'ingest') expect(kind, name).toBe('ingest');
      else if (endpoint.access === 'staff') {
        expect(kind, name).toBe('staff');
        expect(endpoint.roles?.length, `${name} has no role rule (roles)`).toBeGreaterThan(0);
      } else expect(kind, name).toMatch(/^tenant-/);
      if (kind === 'tenant-object')
        expect(MATRIX[name]?.probes, `${name} needs probes with foreign ids`).toBeDefined();
    }
  });

  it("refuses a second tenant's token naming the first tenant's account in x-user-id, on every route and prefix", async () => {
    const served: string[] = [];
    for (const { name, endpoint } of tenantEndpoints()) {
      for (const model of endpointModels(endpoint)) {
        const victim = victims.get(model)!;
        const token = attackers.get(model)!;
        const probe = MATRIX[name]?.probes?.(victim)[0] ?? {};
        for (const header of [victim.accountId, victim.groupId].filter((h): h is string => h !== null)) {
          const res = await send(endpoint, model, token, probe, header);
          expect(res.statusCode, `${name} ${model} x-user-id ${header}: ${res.body.slice(0, 200)}`).toBe(403);
          served.push(name);
        }
      }
    }
    expect(served.length).toBeGreaterThan(tenantEndpoints().length * 4 - 1);
  });

  it("never answers the first tenant's data, nor a 5xx, to the second tenant's calls with the first tenant's ids", async () => {
    const before = await snapshot();
    let probes = 0;
    let foreign = 0;
    for (const { name, endpoint } of tenantEndpoints()) {
      for (const model of endpointModels(endpoint)) {
        const victim = victims.get(model)!;
        const token = attackers.get(model)!;
        for (const probe of MATRIX[name]?.probes?.(victim) ?? [{}]) {
          const res = await send(endpoint, model, token, probe);
          const what = `${name} as ${model} ${JSON.stringify(probe.params ?? probe.query ?? probe.body ?? {}).slice(0, 120)} → ${res.statusCode}`;
          probes++;
          if (process.env.MATRIX_DEBUG)
            console.log(what, res.statusCode === 400 ? res.body.slice(0, 300) : '');
          if (probe.foreign) foreign++;
          expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          const type = String(res.headers['content-type'] ?? '');
          if (res.statusCode >= 300) continue;
          if (!type.includes('json')) {
            // A file, page or redirect: only answers about the attacker's own data may succeed.
            expect(probe.foreign ?? false, `${what}: a ${type} answer to foreign ids`).toBe(false);
            continue;
          }
          const leaked = stringsOf(res.json()).filter((s) => victim.secrets.has(s));
          expect(leaked, `${what} leaked`).toEqual([]);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(probes).toBeGreaterThan(tenantEndpoints().length * 4 - 1);
    expect(foreign).toBeGreaterThan(0);
  }, 120_000);
});
