import { randomUUID } from 'node:crypto';
import { DIGEST_MESSAGES, type DigestView } from '@oc/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, loginAs, type TestContext } from '../../../test/support';
import {
  accounts,
  auditEvents,
  cabTrips,
  cities,
  digestSends,
  digestSubscriptions,
  messageOutbox,
  smsOutbox,
  users,
  walletEntries,
} from '../../db/schema';
import type { EmailMessage, EmailProvider } from '../../providers/email/email';

/** 15:00 IST on 2026-11-22, the demo data's instant: "yesterday" is 21 November. */
const NOW = new Date('2026-11-22T09:30:00Z');
const YESTERDAY_FROM = new Date('2026-11-20T18:30:00Z');
const TODAY_FROM = new Date('2026-11-21T18:30:00Z');
const HOUR = 3_600_000;
const GDS = '9000000001';
const CAB_OWNER = '9000000004';

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    paise / 100,
  );

/** An e-mail provider that fails its first `failures` sends, then keeps what it is given. */
class FlakyEmail implements EmailProvider {
  readonly name = 'flaky';
  sent: EmailMessage[] = [];
  constructor(public failures: number) {}
  send(message: EmailMessage): Promise<void> {
    if (this.failures > 0) {
      this.failures--;
      return Promise.reject(new Error('421 try again later'));
    }
    this.sent.push(message);
    return Promise.resolve();
  }
  close(): void {}
}

let ctx: TestContext;
const { call } = apiCaller(() => ctx);
const email = new FlakyEmail(0);

async function accountOf(mobileNo: string) {
  const [row] = await ctx.db
    .select({ id: accounts.id, userId: users.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.mobileNo, mobileNo))
    .limit(1);
  return row!;
}

async function digestOf(token: string, prefix = '', channel?: string) {
  const res = await call<DigestView>(
    token,
    'GET',
    `/api/v1${prefix}/user/digest${channel ? `?channel=${channel}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.data;
}

beforeAll(async () => {
  ctx = await createTestApp({
    seed: true,
    now: NOW,
    env: { PUBLIC_URL: 'https://console.example.in' },
    overrides: { email },
  });
});
afterAll(() => ctx.close());

describe('the daily digest of a GDS operator', () => {
  let token: string;
  let account: { id: string; userId: string };
  beforeAll(async () => {
    token = (await loginAs(ctx, GDS)).accessToken;
    account = await accountOf(GDS);
  });

  it("previews yesterday's sales and wallet, tied to the ledger's rows, before any subscription", async () => {
    const [flow] = await ctx.db
      .select({
        in: sql<string>`coalesce(sum(amount_paise) filter (where type = 'CREDIT'), 0)`,
        out: sql<string>`coalesce(sum(amount_paise) filter (where type = 'DEBIT'), 0)`,
      })
      .from(walletEntries)
      .where(
        and(
          eq(walletEntries.accountId, account.id),
          gte(walletEntries.createdAt, YESTERDAY_FROM),
          lt(walletEntries.createdAt, TODAY_FROM),
        ),
      );
    const view = await digestOf(token);
    expect(view.subscription).toBeNull();
    expect(view.mobileNo).toBe(GDS);
    expect(view.hourIst).toBe(7);
    expect(view.preview).toMatchObject({ channel: 'email', day: '2026-11-21', language: 'en' });
    expect(view.preview.subject).toMatch(/: your summary of 21 November 2026$/);
    expect(view.preview.text).toMatch(/^Sales: ₹[\d,]+\.\d\d from \d+ seats?; /);
    expect(view.preview.text).toContain(
      `Wallet: ${inr(Number(flow!.in))} in, ${inr(Number(flow!.out))} out.`,
    );
    expect(view.preview.text).toContain('Stop these summaries: https://console.example.in/unsubscribe');

    // A credit of yesterday moves the figure by exactly its amount; one of today does not.
    const code = `DG${Date.now()}`.slice(0, 20);
    await ctx.db.insert(walletEntries).values([
      {
        accountId: account.id,
        code,
        type: 'CREDIT',
        amountPaise: 123_456,
        closingBalancePaise: 123_456,
        description: 'digest test',
        source: 'ADMIN',
        createdAt: new Date(YESTERDAY_FROM.getTime() + 12 * HOUR),
      },
      {
        accountId: account.id,
        code: `${code}T`,
        type: 'CREDIT',
        amountPaise: 99_900,
        closingBalancePaise: 99_900,
        description: 'digest test today',
        source: 'ADMIN',
        createdAt: new Date(TODAY_FROM.getTime() + HOUR),
      },
    ]);
    const after = await digestOf(token);
    expect(after.preview.text).toContain(
      `Wallet: ${inr(Number(flow!.in) + 123_456)} in, ${inr(Number(flow!.out))} out.`,
    );
  });

  it('refuses a bad subscription with 400 and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ channel: 'email' }, DIGEST_MESSAGES.emailNeeded],
      [{ channel: 'email', email: 'not-an-address' }, DIGEST_MESSAGES.email],
      [{ channel: 'fax' }, DIGEST_MESSAGES.channel],
      [{}, DIGEST_MESSAGES.channel],
    ];
    for (const [body, message] of cases) {
      const res = await call(token, 'PUT', '/api/v1/user/digest', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.error)).toContain(message);
    }
    expect((await digestOf(token)).subscription).toBeNull();
    const bad = await call(token, 'GET', '/api/v1/user/digest?channel=telegram');
    expect(bad.status).toBe(400);
  });

  it('subscribes by e-mail (audited once), previews each channel, and the job sends it once a day', async () => {
    const res = await call<DigestView>(token, 'PUT', '/api/v1/user/digest', {
      channel: 'email',
      email: ' owner@example.in ',
    });
    expect(res.status).toBe(200);
    expect(res.data.subscription).toMatchObject({ channel: 'email', email: 'owner@example.in' });
    // The same again changes nothing and writes no second audit row.
    await call(token, 'PUT', '/api/v1/user/digest', { channel: 'email', email: 'owner@example.in' });
    const audits = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'digest.subscribed'), eq(auditEvents.accountId, account.id)));
    expect(audits).toHaveLength(1);

    const [sub] = await ctx.db
      .select()
      .from(digestSubscriptions)
      .where(eq(digestSubscriptions.accountId, account.id));
    const link = `https://console.example.in/unsubscribe?token=${sub!.unsubscribeToken}`;
    const sms = await digestOf(token, '', 'sms');
    expect(sms.preview.channel).toBe('sms');
    expect(sms.preview.text.split('\n')[0]).toBe(sms.preview.subject);
    expect(sms.preview.text).toContain(link);

    // 15:00 IST, after the 07:00 start: one e-mail; a second step sends nothing more.
    expect(await ctx.app.digests.tick()).toBeGreaterThanOrEqual(1);
    const mine = () => email.sent.filter((m) => m.to === 'owner@example.in');
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.subject).toBe(res.data.preview.subject);
    expect(mine()[0]!.text).toBe((await digestOf(token, '', 'email')).preview.text);
    expect(mine()[0]!.headers).toEqual({ 'List-Unsubscribe': `<${link}>` });
    await ctx.app.digests.tick();
    expect(mine()).toHaveLength(1);
    const [row] = await ctx.db.select().from(digestSends).where(eq(digestSends.accountId, account.id));
    expect(row).toMatchObject({ day: '2026-11-22', status: 'sent', attempts: 1, channel: 'email' });

    // The next morning: nothing before 07:00 IST, then the day's one.
    ctx.clock.set(new Date('2026-11-23T01:29:00Z'));
    await ctx.app.digests.tick();
    expect(mine()).toHaveLength(1);
    ctx.clock.set(new Date('2026-11-23T01:30:00Z'));
    await ctx.app.digests.tick();
    expect(mine()).toHaveLength(2);
    expect(mine()[1]!.subject).toMatch(/your summary of 22 November 2026$/);
    ctx.clock.set(NOW);
  });

  it("writes the digest in the owner's language (Hindi)", async () => {
    await ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, account.userId));
    try {
      const view = await digestOf(token);
      expect(view.preview.language).toBe('hi');
      expect(view.preview.subject).toMatch(/: 21 नवंबर 2026 का आपका सारांश$/);
      expect(view.preview.text).toMatch(/^बिक्री: /);
      expect(view.preview.text).toContain('ये सारांश बंद करें: https://console.example.in/unsubscribe?token=');
    } finally {
      await ctx.db.update(users).set({ language: null }).where(eq(users.id, account.userId));
    }
  });

  it('tries a failed send again after the gap, at most three times', async () => {
    await ctx.db.delete(digestSends).where(eq(digestSends.accountId, account.id));
    email.failures = 3;
    const at = new Date('2026-11-24T02:00:00Z');
    ctx.clock.set(at);
    const sends = async () =>
      (await ctx.db.select().from(digestSends).where(eq(digestSends.accountId, account.id))).filter(
        (r) => r.day === '2026-11-24',
      );
    await ctx.app.digests.tick();
    expect(await sends()).toMatchObject([{ status: 'failed', attempts: 1, error: '421 try again later' }]);
    await ctx.app.digests.tick(); // too soon: not tried
    expect(await sends()).toMatchObject([{ attempts: 1 }]);
    ctx.clock.set(new Date(at.getTime() + 16 * 60_000));
    await ctx.app.digests.tick();
    expect(await sends()).toMatchObject([{ status: 'failed', attempts: 2 }]);
    ctx.clock.set(new Date(at.getTime() + 32 * 60_000));
    await ctx.app.digests.tick();
    expect(await sends()).toMatchObject([{ status: 'failed', attempts: 3 }]);
    ctx.clock.set(new Date(at.getTime() + 48 * 60_000));
    await ctx.app.digests.tick(); // three tries: no fourth
    expect(await sends()).toMatchObject([{ status: 'failed', attempts: 3 }]);
    email.failures = 0;
    ctx.clock.set(NOW);
  });

  it('stops with one tap on the link (no login): audited, and the link then answers 404', async () => {
    const [sub] = await ctx.db
      .select()
      .from(digestSubscriptions)
      .where(eq(digestSubscriptions.accountId, account.id));
    expect((await call(null, 'POST', '/api/v1/digest/unsubscribe', { token: 'short' })).status).toBe(400);
    const unknown = await call(null, 'POST', '/api/v1/digest/unsubscribe', { token: 'x'.repeat(32) });
    expect(unknown.status).toBe(404);
    const res = await call<{ accountName: string }>(null, 'POST', '/api/v1/digest/unsubscribe', {
      token: sub!.unsubscribeToken,
    });
    expect(res.status).toBe(200);
    const [acc] = await ctx.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(res.data.accountName).toBe(acc!.name);
    expect((await digestOf(token)).subscription).toBeNull();
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'digest.unsubscribed'), eq(auditEvents.accountId, account.id)));
    expect(audit).toMatchObject({ actorKind: 'system', actorName: 'digest' });
    const again = await call(null, 'POST', '/api/v1/digest/unsubscribe', { token: sub!.unsubscribeToken });
    expect(again.status).toBe(404);
  });
});

describe('the daily digest of a cab owner, by SMS and WhatsApp', () => {
  let token: string;
  let account: string;
  beforeAll(async () => {
    token = (await loginAs(ctx, CAB_OWNER)).accessToken;
    account = (await accountOf(CAB_OWNER)).id;
  });

  it("counts yesterday's trips from the trips table, and sends by SMS, then WhatsApp, to the login number", async () => {
    const city = Object.fromEntries((await ctx.db.select().from(cities)).map((c) => [c.name, c.id]));
    await ctx.db
      .delete(cabTrips)
      .where(
        and(
          eq(cabTrips.accountId, account),
          gte(cabTrips.startAt, YESTERDAY_FROM),
          lt(cabTrips.startAt, TODAY_FROM),
        ),
      );
    for (const [code, hour, passengers, paise] of [
      ['DGT1', 8, 3, 150_000],
      ['DGT2', 20, 2, 99_950],
    ] as const)
      await ctx.db.insert(cabTrips).values({
        accountId: account,
        id: randomUUID(),
        groupCode: code,
        startAt: new Date(YESTERDAY_FROM.getTime() + hour * HOUR),
        fromCityId: city.Bengaluru!,
        toCityId: city.Mysuru ?? city.Bengaluru!,
        passengers,
        routeType: 'INTER',
        supplyCostPaise: paise,
        contractValidUntil: new Date(TODAY_FROM.getTime() + 30 * 24 * HOUR),
      });
    const view = await digestOf(token, '/cabOperator', 'sms');
    expect(view.preview.text).toContain(
      `Trips: 2 started, 5 passengers, ${inr(249_950)} under their contracts.`,
    );
    expect(view.preview.text).not.toContain('Sales:');

    const sub = await call<DigestView>(token, 'PUT', '/api/v1/cabOperator/user/digest', { channel: 'sms' });
    expect(sub.status, JSON.stringify(sub.error)).toBe(200);
    expect(sub.data.subscription).toMatchObject({ channel: 'sms', email: null });
    await ctx.app.digests.tick();
    const [text] = await ctx.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.mobileNo, CAB_OWNER), sql`${smsOutbox.body} like '%your summary of%'`));
    // The very text the profile previews (now with the subscription's own link).
    expect(text!.body).toBe((await digestOf(token, '/cabOperator')).preview.text);
    expect(text!.body).toContain(`Trips: 2 started, 5 passengers, ${inr(249_950)}`);

    // WhatsApp, the next day, through the sandbox's outbox.
    await call(token, 'PUT', '/api/v1/cabOperator/user/digest', { channel: 'whatsapp' });
    ctx.clock.set(new Date('2026-11-23T03:00:00Z'));
    await ctx.app.digests.tick();
    const wa = await ctx.db
      .select()
      .from(messageOutbox)
      .where(and(eq(messageOutbox.channel, 'whatsapp'), eq(messageOutbox.recipient, CAB_OWNER)));
    expect(wa).toHaveLength(1);
    expect(wa[0]!.body).toMatch(/your summary of 22 November 2026/);

    // Stopped from the profile: no digest the day after.
    ctx.clock.set(NOW);
    const stopped = await call<DigestView>(token, 'DELETE', '/api/v1/cabOperator/user/digest');
    expect(stopped.status, JSON.stringify(stopped.error)).toBe(200);
    expect(stopped.data.subscription).toBeNull();
    ctx.clock.set(new Date('2026-11-24T03:00:00Z'));
    await ctx.app.digests.tick();
    const [none] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(digestSends)
      .where(and(eq(digestSends.accountId, account), eq(digestSends.day, '2026-11-24')));
    expect(none!.n).toBe(0);
    ctx.clock.set(NOW);
  });
});
