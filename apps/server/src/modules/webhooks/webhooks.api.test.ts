import {
  WEBHOOK_MESSAGES,
  auditEndpoints,
  commissionEndpoints,
  dealsEndpoints,
  webhooksEndpoints,
  type WebhookEvent,
} from '@oc/contract';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  createStaff,
  createTestApp,
  endpointUrl,
  loginAs,
  staffLogin,
  TEST_HASH_SECRET,
  TEST_JWT_SECRET,
  testDbKind,
  TEST_ACTOR,
  type TestContext,
  type TestStaff,
} from '../../../test/support';
import { dealBody } from '../../../test/support/deal-body';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/fakes/webhook-receiver';
import { runAdmin } from '../../cli/admin.command';
import { openDatabase, type Database } from '../../db/client';
import { recordAudit } from '../audit/audit';
import {
  accounts,
  auditEvents,
  outboxEvents,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { WebhookDispatcher } from './dispatcher';
import { insertOutboxEvent } from './webhooks.repository';

/**
 * Outbound webhooks (issue 39 item 3; docs/integration.md "Webhooks"): the outbox row of each change
 * written in the change's own transaction, signed deliveries through a local receiver that fails,
 * times out and refuses before it accepts, in order per account, dead letters and "send again",
 * the console's role rule, the admin command, and one dispatcher at a time across processes.
 */

/** The dispatcher's wait for an answer here (10 s in production). */
const TIMEOUT_MS = 300;

let ctx: TestContext;
const { callAs, post } = apiCaller(() => ctx);
const staff: { admin?: TestStaff; support?: TestStaff } = {};
const t = { admin: '', support: '', operator: '' };
let operatorAccount = '';
const receivers: WebhookReceiver[] = [];

async function accountOf(mobileNo: string, type = 'OPERATOR') {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type as 'OPERATOR')));
  return row!.id;
}

/** Fresh staff tokens (after the clock moved past their 15 minutes). */
async function signInStaff() {
  t.admin = (await staffLogin(ctx, staff.admin!)).accessToken;
  t.support = (await staffLogin(ctx, staff.support!)).accessToken;
}

async function receiver(): Promise<WebhookReceiver> {
  const r = await startWebhookReceiver();
  receivers.push(r);
  return r;
}

async function addEndpoint(url: string, events: WebhookEvent[]) {
  const made = await callAs(t.admin, webhooksEndpoints.add, { body: { url, events } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.data;
}

/** The outbox rows after `seq`, oldest first. */
const outboxAfter = (seq: number) =>
  ctx.db.select().from(outboxEvents).where(gt(outboxEvents.seq, seq)).orderBy(asc(outboxEvents.seq));
const lastSeq = async () =>
  (await ctx.db.select({ seq: outboxEvents.seq }).from(outboxEvents)).reduce((m, r) => Math.max(m, r.seq), 0);
const deliveriesOf = (endpointId: string) =>
  ctx.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.seq));

async function publishDeal(): Promise<string> {
  const services = await callAs(t.operator, dealsEndpoints.services);
  const published = await post<{ _id: string }[]>(
    t.operator,
    endpointUrl(dealsEndpoints.publish),
    dealBody(services.data[0]!._id, 'Webhook test'),
  );
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.data[0]!._id;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, overrides: { webhookTimeoutMs: TIMEOUT_MS } });
  // The job's own timer is stopped: each test runs the dispatcher itself (`tick()`), after moving
  // the clock, so what is sent when is exact.
  await ctx.app.webhooks.stop();
  staff.admin = await createStaff(ctx, 'admin', 'Asha Admin');
  staff.support = await createStaff(ctx, 'support', 'Sunil Support');
  await signInStaff();
  t.operator = (await loginAs(ctx, '9000000001')).accessToken;
  operatorAccount = await accountOf('9000000001');
});
afterAll(async () => {
  await ctx.close();
  for (const r of receivers) await r.close();
});

describe('webhook endpoints', () => {
  it('an admin adds one: the secret is answered once, never listed; other roles and bad input refused', async () => {
    const body = { url: 'http://127.0.0.1:9/never', events: ['deal.published' as const] };
    expect((await callAs(t.support, webhooksEndpoints.add, { body })).status).toBe(403);
    expect((await callAs(t.support, webhooksEndpoints.list)).status).toBe(403);
    expect((await callAs(t.support, webhooksEndpoints.deadLetters)).status).toBe(403);

    const ftp = await callAs(t.admin, webhooksEndpoints.add, {
      body: { url: 'ftp://hooks.example.com/x', events: ['deal.published'] },
    });
    expect(ftp.status).toBe(400);
    expect(ftp.error.errors?.[0]).toEqual({ path: 'url', message: WEBHOOK_MESSAGES.urlInvalid });
    const withPassword = await callAs(t.admin, webhooksEndpoints.add, {
      body: { url: 'https://user:pw@hooks.example.com/x', events: ['deal.published'] },
    });
    expect(withPassword.error.errors?.[0]).toEqual({ path: 'url', message: WEBHOOK_MESSAGES.urlCredentials });
    const noEvents = await callAs(t.admin, webhooksEndpoints.add, {
      body: { url: 'https://hooks.example.com/x', events: [] },
    });
    expect(noEvents.error.errors?.[0]).toEqual({ path: 'events', message: WEBHOOK_MESSAGES.eventsRequired });
    const unknown = await callAs(t.admin, webhooksEndpoints.add, {
      body: { url: 'https://hooks.example.com/x', events: ['deal.deleted' as never] },
    });
    expect(unknown.status).toBe(400);

    const made = await addEndpoint(body.url, body.events);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made.endpoint).toMatchObject({
      url: body.url,
      events: ['deal.published'],
      createdBy: 'Asha Admin (admin)',
      disabledAt: null,
    });
    const listed = await callAs(t.admin, webhooksEndpoints.list);
    expect(listed.data.map((e) => e.id)).toContain(made.endpoint.id);
    expect(JSON.stringify(listed.body)).not.toContain(made.secret);
    const trail = await callAs(t.admin, auditEndpoints.list, { query: { kind: 'webhook.endpoint_added' } });
    expect(trail.data[0]).toMatchObject({ actorName: 'Asha Admin', entityId: made.endpoint.id });
    expect(JSON.stringify(trail.data)).not.toContain(made.secret);

    // Disabled: no longer subscribed; again is 409; an unknown one 404.
    const disabled = await callAs(t.admin, webhooksEndpoints.disable, { params: { id: made.endpoint.id } });
    expect(disabled.data.disabledAt).not.toBeNull();
    const again = await callAs(t.admin, webhooksEndpoints.disable, { params: { id: made.endpoint.id } });
    expect(again.status).toBe(409);
    expect(again.error.data).toBe(WEBHOOK_MESSAGES.alreadyDisabled);
    const missing = await callAs(t.admin, webhooksEndpoints.disable, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('the outbox', () => {
  it('a change writes exactly one event in its transaction, delivered to the endpoints subscribed then; a refused one none', async () => {
    const subscribed = await addEndpoint('http://127.0.0.1:9/deals', ['deal.published', 'deal.switched']);
    const other = await addEndpoint('http://127.0.0.1:9/kyc', ['kyc.verified']);
    const disabled = await addEndpoint('http://127.0.0.1:9/off', ['deal.published']);
    await callAs(t.admin, webhooksEndpoints.disable, { params: { id: disabled.endpoint.id } });
    const from = await lastSeq();

    const campaignId = await publishDeal();
    const events = await outboxAfter(from);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ type: 'deal.published', accountId: operatorAccount });
    expect(event!.payload).toMatchObject({
      id: event!.eventId,
      type: 'deal.published',
      accountId: operatorAccount,
      createdAt: event!.createdAt.toISOString(),
      data: { campaignId, status: 'ACTIVE' },
    });
    // The audit row of the same change, at the same instant.
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'deal.published'), eq(auditEvents.entityId, campaignId)));
    expect(audit!.at).toEqual(event!.createdAt);
    expect(JSON.stringify(event!.payload)).not.toContain(audit!.actorId ?? 'no actor id');
    // One delivery, to the subscribed endpoint only.
    const made = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.seq, event!.seq));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      endpointId: subscribed.endpoint.id,
      accountId: operatorAccount,
      status: 'PENDING',
      attempts: 0,
    });
    expect(made[0]!.nextAttemptAt).toEqual(event!.createdAt);
    expect(made[0]!.giveUpAt.getTime() - event!.createdAt.getTime()).toBe(24 * 60 * 60_000);

    // Refused (400, nothing published): no event.
    const refused = await post(t.operator, endpointUrl(dealsEndpoints.publish), {
      ...dealBody(undefined, 'x'),
      selectedSevices: [],
    });
    expect(refused.status).toBe(400);
    expect(await outboxAfter(event!.seq)).toHaveLength(0);

    // A switch is `deal.switched`; an extension is no event; switching to the same status changes nothing.
    const off = await callAs(t.operator, dealsEndpoints.update, {
      body: { selectedCampaignId: campaignId, status: 'INACTIVE' },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await callAs(t.operator, dealsEndpoints.update, {
      body: { selectedCampaignId: campaignId, status: 'INACTIVE' },
    });
    const switched = await outboxAfter(event!.seq);
    expect(switched.map((e) => e.type)).toEqual(['deal.switched']);
    expect(switched[0]!.payload).toMatchObject({
      data: { campaignId, status: 'INACTIVE', previousStatus: 'ACTIVE' },
    });

    // Another kind of change, nobody subscribed: its event is kept all the same, with no delivery;
    // an endpoint added afterwards does not get it.
    const g = (await callAs(t.operator, commissionEndpoints.global)).data[0]!.globalCommission;
    const commission = await callAs(t.operator, commissionEndpoints.updateGlobal, {
      body: { globalCommission: g === 20 ? 21 : 20, fetechedGlobalCommission: g },
    });
    expect(commission.status, JSON.stringify(commission.body)).toBe(200);
    const [updated] = await outboxAfter(switched[0]!.seq);
    expect(updated).toMatchObject({ type: 'commission.updated', accountId: operatorAccount });
    expect(updated!.payload).toMatchObject({ data: { scope: 'global', previousGlobalCommission: g } });
    const late = await addEndpoint('http://127.0.0.1:9/late', ['commission.updated']);
    expect(
      await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.seq, updated!.seq)),
    ).toEqual([]);
    expect(await deliveriesOf(other.endpoint.id)).toEqual([]);

    // These endpoints lead nowhere: disabled, their waiting deliveries become dead letters of a
    // disabled endpoint (not listed).
    for (const e of [subscribed, other, late])
      expect(
        (await callAs(t.admin, webhooksEndpoints.disable, { params: { id: e.endpoint.id } })).status,
      ).toBe(200);
    expect((await deliveriesOf(subscribed.endpoint.id)).map((d) => d.status)).toEqual(['DEAD', 'DEAD']);
    const dead = await callAs(t.admin, webhooksEndpoints.deadLetters);
    expect(dead.data.filter((d) => d.endpointId === subscribed.endpoint.id)).toEqual([]);
    const recent = await callAs(t.admin, webhooksEndpoints.deliveries, {
      params: { id: subscribed.endpoint.id },
    });
    expect(recent.data.map((d) => [d.eventType, d.status, d.lastError])).toEqual([
      ['deal.switched', 'DEAD', 'endpoint disabled'],
      ['deal.published', 'DEAD', 'endpoint disabled'],
    ]);
  });

  it('an event is written with its audit row or not at all: a transaction that fails after it leaves neither', async () => {
    const from = await lastSeq();
    const failed = ctx.db.transaction(async (tx) => {
      await recordAudit(
        tx,
        TEST_ACTOR,
        {
          kind: 'cab.driver_assigned',
          entity: 'cab_trips',
          entityId: randomUUID(),
          accountId: operatorAccount,
          after: { driverName: 'R', driverMobile: '9876543210', vehicleRc: 'KA01AB1234' },
        },
        ctx.clock.now(),
      );
      // Seen inside the transaction.
      expect(await tx.select().from(outboxEvents).where(gt(outboxEvents.seq, from))).toHaveLength(1);
      throw new Error('the change fails after its audit row');
    });
    await expect(failed).rejects.toThrow('the change fails after its audit row');
    expect(await outboxAfter(from)).toEqual([]);
  });
});

describe('delivery', () => {
  it('signs each POST; retries a 500, a timeout and a refused connection with back-off; then delivers once, in order', async () => {
    const r = await receiver();
    const made = await addEndpoint(r.url, ['deal.published', 'deal.switched']);
    r.secret = made.secret;
    r.script = [500, 'hang'];
    const campaignId = await publishDeal();
    await callAs(t.operator, dealsEndpoints.update, {
      body: { selectedCampaignId: campaignId, status: 'INACTIVE' },
    });
    const rows = async () => deliveriesOf(made.endpoint.id);
    const [first, second] = await rows();
    expect(second!.seq).toBeGreaterThan(first!.seq);

    // 1: the receiver answers 500. The later event of the account waits behind it.
    await ctx.app.webhooks.tick();
    expect(r.received.map((x) => [x.type, x.answer])).toEqual([['deal.published', 500]]);
    let [a, b] = await rows();
    expect(a).toMatchObject({ status: 'PENDING', attempts: 1, lastStatus: 500, lastError: 'HTTP 500' });
    expect(b).toMatchObject({ status: 'PENDING', attempts: 0 });
    const wait1 = a!.nextAttemptAt.getTime() - ctx.clock.now().getTime();
    expect(wait1).toBeGreaterThanOrEqual(27_000);
    expect(wait1).toBeLessThanOrEqual(33_000);
    // Not due yet: nothing is sent.
    await ctx.app.webhooks.tick();
    expect(r.received).toHaveLength(1);

    // 2: no answer within the timeout.
    ctx.clock.advance(34_000);
    await ctx.app.webhooks.tick();
    expect(r.received.map((x) => x.answer)).toEqual([500, 'hang']);
    [a, b] = await rows();
    expect(a).toMatchObject({
      attempts: 2,
      lastStatus: null,
      lastError: `no answer within ${TIMEOUT_MS / 1000} s`,
    });
    const wait2 = a!.nextAttemptAt.getTime() - ctx.clock.now().getTime();
    expect(wait2).toBeGreaterThanOrEqual(54_000);
    expect(wait2).toBeLessThanOrEqual(66_000);

    // 3: nothing listens (connection refused).
    await r.stop();
    ctx.clock.advance(67_000);
    await ctx.app.webhooks.tick();
    [a, b] = await rows();
    expect(a).toMatchObject({
      attempts: 3,
      lastStatus: null,
      lastError: 'connection refused (ECONNREFUSED)',
    });
    expect(b!.attempts).toBe(0);
    const wait3 = a!.nextAttemptAt.getTime() - ctx.clock.now().getTime();
    expect(wait3).toBeGreaterThanOrEqual(108_000);
    expect(wait3).toBeLessThanOrEqual(132_000);

    // 4: accepted; the account's next event follows in the same run.
    await r.restart();
    ctx.clock.advance(133_000);
    await ctx.app.webhooks.tick();
    [a, b] = await rows();
    expect(a).toMatchObject({ status: 'DELIVERED', attempts: 4, lastStatus: 200, lastError: null });
    expect(b).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatus: 200 });
    expect(r.accepted().map((x) => x.type)).toEqual(['deal.published', 'deal.switched']);
    expect(r.received.every((x) => x.verified)).toBe(true);
    // The same event id on every attempt of the first event.
    const ids = r.received.filter((x) => x.type === 'deal.published').map((x) => x.eventId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    const [published] = r.accepted();
    expect(published!.event).toMatchObject({
      id: ids[0],
      type: 'deal.published',
      accountId: operatorAccount,
      data: { campaignId },
    });
    expect(Object.keys(published!.event)).toEqual(['id', 'type', 'createdAt', 'accountId', 'data']);
    expect(Number(published!.timestamp)).toBe(Math.floor(ctx.clock.now().getTime() / 1000));

    // Delivered once: later runs send nothing more.
    ctx.clock.advance(60 * 60_000);
    await ctx.app.webhooks.tick();
    expect(r.received).toHaveLength(4);
    await signInStaff();
    await callAs(t.admin, webhooksEndpoints.disable, { params: { id: made.endpoint.id } });
  });

  it('a delivery failing for a day is a dead letter; "send again" (admin) delivers it', async () => {
    const r = await receiver();
    r.otherwise = 503;
    const made = await addEndpoint(r.url, ['commission.updated']);
    r.secret = made.secret;
    t.operator = (await loginAs(ctx, '9000000001')).accessToken;
    const g = (await callAs(t.operator, commissionEndpoints.global)).data[0]!.globalCommission;
    const changed = await callAs(t.operator, commissionEndpoints.updateGlobal, {
      body: { globalCommission: g === 30 ? 31 : 30, fetechedGlobalCommission: g },
    });
    expect(changed.status).toBe(200);
    await ctx.app.webhooks.tick();
    const [d] = await deliveriesOf(made.endpoint.id);
    expect(d).toMatchObject({ status: 'PENDING', attempts: 1, lastStatus: 503 });

    // A day later: the last try fails too and it is given up.
    ctx.clock.advance(24 * 60 * 60_000 + 1_000);
    await ctx.app.webhooks.tick();
    const [dead] = await deliveriesOf(made.endpoint.id);
    expect(dead).toMatchObject({ status: 'DEAD', attempts: 2, lastStatus: 503, lastError: 'HTTP 503' });
    await ctx.app.webhooks.tick();
    expect(r.received).toHaveLength(2);

    await signInStaff();
    expect(
      (await callAs(t.support, webhooksEndpoints.retry, { params: { id: String(dead!.id) } })).status,
    ).toBe(403);
    const letters = await callAs(t.admin, webhooksEndpoints.deadLetters);
    const letter = letters.data.find((x) => x.id === dead!.id);
    expect(letter).toMatchObject({
      eventType: 'commission.updated',
      accountId: operatorAccount,
      accountType: 'OPERATOR',
      endpointUrl: r.url,
      attempts: 2,
      lastError: 'HTTP 503',
      status: 'DEAD',
    });
    expect(letter!.accountName).toBeTruthy();

    r.otherwise = 204;
    const retried = await callAs(t.admin, webhooksEndpoints.retry, { params: { id: String(dead!.id) } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.data).toMatchObject({ status: 'PENDING', attempts: 0 });
    const again = await callAs(t.admin, webhooksEndpoints.retry, { params: { id: String(dead!.id) } });
    expect(again.status).toBe(409);
    expect(again.error.data).toBe(WEBHOOK_MESSAGES.notDead);
    expect((await callAs(t.admin, webhooksEndpoints.retry, { params: { id: '999999999' } })).status).toBe(
      404,
    );

    await ctx.app.webhooks.tick();
    const [delivered] = await deliveriesOf(made.endpoint.id);
    expect(delivered).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatus: 204 });
    expect(new Set(r.received.map((x) => x.eventId)).size).toBe(1);
    expect(r.accepted()).toHaveLength(1);
    expect(r.received.every((x) => x.verified)).toBe(true);
    const trail = await callAs(t.admin, auditEndpoints.list, { query: { kind: 'webhook.delivery_retried' } });
    expect(trail.data[0]).toMatchObject({ entityId: String(dead!.id), actorName: 'Asha Admin' });
    expect((await callAs(t.admin, webhooksEndpoints.deadLetters)).data.map((x) => x.id)).not.toContain(
      dead!.id,
    );

    // A dead delivery of an endpoint disabled since cannot be sent again.
    r.otherwise = 500;
    t.operator = (await loginAs(ctx, '9000000001')).accessToken;
    const now = (await callAs(t.operator, commissionEndpoints.global)).data[0]!.globalCommission;
    expect(
      (
        await callAs(t.operator, commissionEndpoints.updateGlobal, {
          body: { globalCommission: now === 40 ? 41 : 40, fetechedGlobalCommission: now },
        })
      ).status,
    ).toBe(200);
    await ctx.app.webhooks.tick();
    ctx.clock.advance(24 * 60 * 60_000 + 1_000);
    await ctx.app.webhooks.tick();
    const latest = (await deliveriesOf(made.endpoint.id)).at(-1)!;
    expect(latest.status).toBe('DEAD');
    await signInStaff();
    await callAs(t.admin, webhooksEndpoints.disable, { params: { id: made.endpoint.id } });
    const refused = await callAs(t.admin, webhooksEndpoints.retry, { params: { id: String(latest.id) } });
    expect(refused.status).toBe(409);
    expect(refused.error.data).toBe(WEBHOOK_MESSAGES.endpointDisabled);
  });
});

describe('npm run admin -- webhook', () => {
  it('add prints the secret once; list shows the endpoint without it; disable ends it; retry sends a dead one again', async () => {
    const run = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(argv, {
        io: { out: (l) => out.push(l), err: (l) => err.push(l) },
        env: { JWT_SECRET: TEST_JWT_SECRET, HASH_SECRET: TEST_HASH_SECRET },
        openDatabase: () =>
          Promise.resolve({
            db: ctx.db,
            kind: testDbKind(),
            ping: () => Promise.resolve(true),
            close: async () => undefined,
          }),
        now: () => ctx.clock.now(),
      });
      return { code, out, err };
    };
    const bad = await run([
      'webhook',
      'add',
      '--url',
      'https://hooks.example.com/x',
      '--events',
      'deal.published,nope',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain('(not: nope)');
    const badUrl = await run(['webhook', 'add', '--url', 'hooks.example.com', '--events', 'deal.published']);
    expect(badUrl.err.join('\n')).toContain(`--url: ${WEBHOOK_MESSAGES.urlInvalid}.`);

    const r = await receiver();
    const added = await run(['webhook', 'add', '--url', r.url, '--events', 'wallet.debited,deal.published']);
    expect(added.code, added.err.join('\n')).toBe(0);
    const secret = added.out.map((l) => l.trim()).find((l) => l.startsWith('whsec_'))!;
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, r.url));
    expect(row!.secret).toBe(secret);
    expect(row!.events).toEqual(['wallet.debited', 'deal.published']);
    const list = await run(['webhook', 'list']);
    expect(list.out.join('\n')).toContain(r.url);
    expect(list.out.join('\n')).not.toContain(secret);

    // A dead delivery (made so by hand) sent again by its number.
    r.secret = secret;
    const deliveries = await ctx.db.transaction((tx) =>
      insertOutboxEvent(tx, {
        eventId: randomUUID(),
        type: 'deal.published',
        accountId: operatorAccount,
        payload: { id: 'x', type: 'deal.published', createdAt: '', accountId: operatorAccount, data: {} },
        at: ctx.clock.now(),
        giveUpAt: ctx.clock.now(),
      }),
    );
    expect(deliveries).toBe(1);
    const [d] = await deliveriesOf(row!.id);
    await ctx.db.update(webhookDeliveries).set({ status: 'DEAD' }).where(eq(webhookDeliveries.id, d!.id));
    const retried = await run(['webhook', 'retry', '--delivery', String(d!.id)]);
    expect(retried.code, retried.err.join('\n')).toBe(0);
    await ctx.app.webhooks.tick();
    expect((await deliveriesOf(row!.id))[0]!.status).toBe('DELIVERED');
    expect(r.accepted()).toHaveLength(1);

    const disabled = await run(['webhook', 'disable', '--id', row!.id]);
    expect(disabled.code).toBe(0);
    const [after] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row!.id));
    expect(after!.disabledAt).not.toBeNull();
  });
});

describe.runIf(testDbKind() === 'postgres')('two dispatchers on one PostgreSQL database', () => {
  it('never send one delivery twice: one runs at a time, the other waits its turn; each account in order', async () => {
    const r = await receiver();
    r.delayMs = 15;
    const made = await addEndpoint(r.url, ['deal.published']);
    r.secret = made.secret;
    const ids = [operatorAccount, await accountOf('9000000006'), await accountOf('9000000003', 'ELECTRIC')];
    const PER_ACCOUNT = 15;
    for (let i = 0; i < PER_ACCOUNT; i++)
      for (const accountId of ids)
        await ctx.db.transaction((tx) => {
          const eventId = randomUUID();
          return insertOutboxEvent(tx, {
            eventId,
            type: 'deal.published',
            accountId,
            payload: { id: eventId, type: 'deal.published', createdAt: '', accountId, data: { n: i } },
            at: ctx.clock.now(),
            giveUpAt: new Date(ctx.clock.now().getTime() + 86_400_000),
          });
        });
    const url = ctx.config.database.kind === 'postgres' ? ctx.config.database.url : '';
    const processes: Database[] = [];
    try {
      for (let i = 0; i < 2; i++)
        processes.push(await openDatabase({ kind: 'postgres', url }, { migrate: false }));
      const dispatchers = processes.map((p) => new WebhookDispatcher({ db: p.db, clock: ctx.clock }));
      const waiting = async () =>
        (
          await ctx.db
            .select({ id: webhookDeliveries.id })
            .from(webhookDeliveries)
            .where(
              and(
                eq(webhookDeliveries.endpointId, made.endpoint.id),
                eq(webhookDeliveries.status, 'PENDING'),
              ),
            )
        ).length;
      let refusedRuns = 0;
      const drain = async (d: WebhookDispatcher) => {
        for (let i = 0; i < 400 && (await waiting()) > 0; i++) {
          if ((await d.run()) === null) refusedRuns++;
          await new Promise((res) => setTimeout(res, 2));
        }
      };
      await Promise.all(dispatchers.map(drain));
      expect(await waiting()).toBe(0);
      expect(refusedRuns).toBeGreaterThan(0);
      expect(r.maxInFlightPerEvent).toBe(1);
      expect(r.received).toHaveLength(ids.length * PER_ACCOUNT);
      expect(new Set(r.received.map((x) => x.eventId)).size).toBe(ids.length * PER_ACCOUNT);
      for (const accountId of ids)
        expect(r.received.filter((x) => x.event.accountId === accountId).map((x) => x.event.data.n)).toEqual(
          Array.from({ length: PER_ACCOUNT }, (_, i) => i),
        );
    } finally {
      for (const p of processes) await p.close();
    }
  });
});
