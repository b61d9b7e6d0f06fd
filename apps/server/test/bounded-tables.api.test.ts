import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aadhaarOtpTransactions,
  accounts,
  campaigns,
  paymentOrders,
  storedFiles,
  otpChallenges,
  rateEvents,
  refreshTokens,
  staffRefreshTokens,
  staffUsers,
  smsOutbox,
  users,
  outboxEvents,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema';
import { CREATION_LIMITS, creationBucket, type Creation } from '../src/lib/creation-limits';
import { sweepExpired } from '../src/jobs/sweep.job';
import { FilesService } from '../src/modules/files/files.service';
import { LocalFileStorage } from '../src/modules/files/storage';
import { Hasher } from '../src/modules/auth/tokens';
import { dealBody } from './support/deal-body';
import { authHeaders, createTestApp, loginAs, TEST_HASH_SECRET, type TestContext } from './support';

/**
 * Issue 36 item 13 (docs/security.md "Bounded tables"): the hourly sweep deletes the expired rows
 * of the tables a client can grow (rate-limit events, OTP challenges, Aadhaar OTP transactions,
 * refresh tokens of expired families, the sandbox SMS outbox) and keeps every live one; what a
 * client creates and the server keeps for good (stored uploads, top-up orders, deals) is capped per
 * account (lib/creation-limits.ts).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx.close());

const HOUR = 60 * 60_000;

describe('the sweep of expired rows', () => {
  it('deletes what has expired and keeps what is live', async () => {
    const now = ctx.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobileNo, '9000000001'));
    const [account] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.userId, user!.id));
    const tag = randomUUID().slice(0, 8);

    // Rate events: one past the 24 h retention (a bucket never counted again), one an hour old.
    await ctx.db.insert(rateEvents).values([
      { bucket: `sweep-test:${tag}:old`, createdAt: ago(25 * HOUR) },
      { bucket: `sweep-test:${tag}:live`, createdAt: ago(HOUR) },
    ]);
    const challenge = (mobileNo: string, expiresAt: Date) => ({
      mobileNo,
      codeHash: `hash-${tag}`,
      ip: '10.9.9.9',
      createdAt: new Date(expiresAt.getTime() - 5 * 60_000),
      expiresAt,
    });
    await ctx.db
      .insert(otpChallenges)
      .values([challenge('9111111111', ago(25 * HOUR)), challenge('9111111112', ago(60_000))]);
    const txn = (providerTxnId: string, expiresAt: Date) => ({
      accountId: account!.id,
      aadhaarHash: `hash-${tag}`,
      last4: '1234',
      providerTxnId,
      createdAt: new Date(expiresAt.getTime() - 10 * 60_000),
      expiresAt,
    });
    await ctx.db
      .insert(aadhaarOtpTransactions)
      .values([txn(`old-${tag}`, ago(25 * HOUR)), txn(`live-${tag}`, new Date(now.getTime() + 60_000))]);
    const token = (tokenHash: string, familyExpiresAt: Date, usedAt: Date | null = null) => ({
      familyId: randomUUID(),
      userId: user!.id,
      tokenHash,
      issuedAt: ago(30 * 24 * HOUR),
      familyExpiresAt,
      usedAt,
    });
    await ctx.db.insert(refreshTokens).values([
      token(`expired-${tag}`, ago(60_000)),
      // A used token of a live family is kept: presenting it again must still revoke the family.
      token(`used-live-${tag}`, new Date(now.getTime() + HOUR), ago(HOUR)),
    ]);
    const [staff] = await ctx.db
      .insert(staffUsers)
      .values({ email: `sweep-${tag}@provider.test`, name: 'Sweep Test', role: 'support', totpSecret: 'X' })
      .returning();
    await ctx.db
      .insert(staffRefreshTokens)
      .values(
        [
          token(`staff-expired-${tag}`, ago(60_000)),
          token(`staff-live-${tag}`, new Date(now.getTime() + HOUR)),
        ].map(({ userId: _userId, ...t }) => ({ ...t, staffId: staff!.id })),
      );
    await ctx.db.insert(smsOutbox).values([
      { mobileNo: '9111111111', body: `old ${tag}`, createdAt: ago(25 * HOUR) },
      { mobileNo: '9111111112', body: `new ${tag}`, createdAt: ago(HOUR) },
    ]);

    const counts = await ctx.app.sweeps.tick();
    expect(counts).not.toBeNull();
    expect(counts!.rateEvents).toBeGreaterThanOrEqual(1);

    const buckets = await ctx.db
      .select({ bucket: rateEvents.bucket })
      .from(rateEvents)
      .where(inArray(rateEvents.bucket, [`sweep-test:${tag}:old`, `sweep-test:${tag}:live`]));
    expect(buckets.map((b) => b.bucket)).toEqual([`sweep-test:${tag}:live`]);
    const challenges = await ctx.db
      .select({ mobileNo: otpChallenges.mobileNo })
      .from(otpChallenges)
      .where(eq(otpChallenges.codeHash, `hash-${tag}`));
    expect(challenges.map((c) => c.mobileNo)).toEqual(['9111111112']);
    const txns = await ctx.db
      .select({ ref: aadhaarOtpTransactions.providerTxnId })
      .from(aadhaarOtpTransactions)
      .where(eq(aadhaarOtpTransactions.aadhaarHash, `hash-${tag}`));
    expect(txns.map((t) => t.ref)).toEqual([`live-${tag}`]);
    const tokens = await ctx.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(inArray(refreshTokens.tokenHash, [`expired-${tag}`, `used-live-${tag}`]));
    expect(tokens.map((t) => t.hash)).toEqual([`used-live-${tag}`]);
    const staffTokens = await ctx.db
      .select({ hash: staffRefreshTokens.tokenHash })
      .from(staffRefreshTokens)
      .where(eq(staffRefreshTokens.staffId, staff!.id));
    expect(staffTokens.map((t) => t.hash)).toEqual([`staff-live-${tag}`]);
    const texts = await ctx.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(inArray(smsOutbox.body, [`old ${tag}`, `new ${tag}`]));
    expect(texts.map((t) => t.body)).toEqual([`new ${tag}`]);

    // Nothing left to sweep: a second run deletes none of them.
    const again = await ctx.app.sweeps.tick();
    expect(again).toEqual({
      rateEvents: 0,
      otpChallenges: 0,
      aadhaarOtpTransactions: 0,
      refreshTokens: 0,
      staffRefreshTokens: 0,
      smsOutbox: 0,
      webhookDeliveries: 0,
      outboxEvents: 0,
    });
  });

  it('deletes webhooks delivered a week ago, dead letters given up 30 days ago, and spent outbox events', async () => {
    const now = ctx.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * 24 * HOUR);
    const [endpoint] = await ctx.db
      .insert(webhookEndpoints)
      .values({
        url: 'https://hooks.example.test/sweep',
        events: ['deal.published'],
        secret: 's',
        createdBy: 'test',
        createdAt: ago(40),
      })
      .returning();
    const event = async (createdAt: Date) => {
      const [row] = await ctx.db
        .insert(outboxEvents)
        .values({ type: 'deal.published', payload: {}, createdAt })
        .returning();
      return row!.seq;
    };
    const delivery = async (seq: number, status: 'PENDING' | 'DELIVERED' | 'DEAD', at: Date) =>
      ctx.db.insert(webhookDeliveries).values({
        seq,
        endpointId: endpoint!.id,
        status,
        nextAttemptAt: at,
        giveUpAt: at,
        ...(status === 'DELIVERED' ? { deliveredAt: at } : {}),
      });
    const deliveredOld = await event(ago(8));
    await delivery(deliveredOld, 'DELIVERED', ago(8));
    const deliveredNew = await event(ago(8));
    await delivery(deliveredNew, 'DELIVERED', ago(2));
    const pendingOld = await event(ago(8));
    await delivery(pendingOld, 'PENDING', ago(8));
    const deadOld = await event(ago(40));
    await delivery(deadOld, 'DEAD', ago(31));
    const deadNew = await event(ago(9));
    await delivery(deadNew, 'DEAD', ago(8));
    const noDelivery = await event(ago(8));
    const recent = await event(ago(1));

    const counts = await sweepExpired(ctx.db, now);
    expect(counts).toMatchObject({ webhookDeliveries: 2, outboxEvents: 3 });
    const left = await ctx.db
      .select({ seq: outboxEvents.seq })
      .from(outboxEvents)
      .where(
        inArray(outboxEvents.seq, [
          deliveredOld,
          deliveredNew,
          pendingOld,
          deadOld,
          deadNew,
          noDelivery,
          recent,
        ]),
      );
    expect(left.map((r) => r.seq).sort((a, b) => a - b)).toEqual([deliveredNew, pendingOld, deadNew, recent]);
    const deliveries = await ctx.db
      .select({ seq: webhookDeliveries.seq })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(deliveries.map((r) => r.seq).sort((a, b) => a - b)).toEqual([deliveredNew, pendingOld, deadNew]);
  });
});

describe('the sweep in batches', () => {
  it('deletes more expired rows than one batch, at most its cap per run, and keeps the live ones', async () => {
    const now = ctx.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobileNo, '9000000001'));
    const [account] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.userId, user!.id));
    const tag = randomUUID().slice(0, 8);
    // Per table: EXPIRED rows past its rule, one live row.
    const EXPIRED = 7;
    const n = Array.from({ length: EXPIRED }, (_, i) => i);
    const old = ago(25 * HOUR);
    await ctx.db
      .insert(rateEvents)
      .values([
        ...n.map(() => ({ bucket: `sweep-batch:${tag}:old`, createdAt: old })),
        { bucket: `sweep-batch:${tag}:live`, createdAt: ago(HOUR) },
      ]);
    const challenge = (expiresAt: Date) => ({
      mobileNo: '9111111113',
      codeHash: `batch-${tag}`,
      ip: '10.9.9.8',
      createdAt: new Date(expiresAt.getTime() - 5 * 60_000),
      expiresAt,
    });
    await ctx.db.insert(otpChallenges).values([...n.map(() => challenge(old)), challenge(ago(60_000))]);
    const txn = (providerTxnId: string, expiresAt: Date) => ({
      accountId: account!.id,
      aadhaarHash: `batch-${tag}`,
      last4: '1234',
      providerTxnId,
      createdAt: new Date(expiresAt.getTime() - 10 * 60_000),
      expiresAt,
    });
    await ctx.db
      .insert(aadhaarOtpTransactions)
      .values([...n.map((i) => txn(`old-${i}`, old)), txn('live', new Date(now.getTime() + 60_000))]);
    const token = (tokenHash: string, familyExpiresAt: Date) => ({
      familyId: randomUUID(),
      userId: user!.id,
      tokenHash,
      issuedAt: ago(30 * 24 * HOUR),
      familyExpiresAt,
    });
    await ctx.db
      .insert(refreshTokens)
      .values([
        ...n.map((i) => token(`batch-${tag}-old-${i}`, ago(60_000))),
        token(`batch-${tag}-live`, new Date(now.getTime() + HOUR)),
      ]);
    await ctx.db
      .insert(smsOutbox)
      .values([
        ...n.map(() => ({ mobileNo: '9111111113', body: `batch old ${tag}`, createdAt: old })),
        { mobileNo: '9111111113', body: `batch new ${tag}`, createdAt: ago(HOUR) },
      ]);
    const left = async () => ({
      rateEvents: await ctx.db.$count(
        rateEvents,
        inArray(rateEvents.bucket, [`sweep-batch:${tag}:old`, `sweep-batch:${tag}:live`]),
      ),
      otpChallenges: await ctx.db.$count(otpChallenges, eq(otpChallenges.codeHash, `batch-${tag}`)),
      aadhaarOtpTransactions: await ctx.db.$count(
        aadhaarOtpTransactions,
        eq(aadhaarOtpTransactions.aadhaarHash, `batch-${tag}`),
      ),
      refreshTokens: await ctx.db.$count(refreshTokens, like(refreshTokens.tokenHash, `batch-${tag}-%`)),
      smsOutbox: await ctx.db.$count(
        smsOutbox,
        inArray(smsOutbox.body, [`batch old ${tag}`, `batch new ${tag}`]),
      ),
    });
    const each = (k: number) => ({
      rateEvents: k,
      otpChallenges: k,
      aadhaarOtpTransactions: k,
      refreshTokens: k,
      smsOutbox: k,
    });
    const none = { staffRefreshTokens: 0, webhookDeliveries: 0, outboxEvents: 0 };
    expect(await left()).toEqual(each(EXPIRED + 1));

    // Batches of 3, at most 2 a run: 6 of the 7 go, one waits for the next run.
    // (No staff sign-in expired here: their table's sweep is checked above.)
    expect(await sweepExpired(ctx.db, now, { batchRows: 3, maxBatches: 2 })).toEqual({ ...each(6), ...none });
    expect(await left()).toEqual(each(2));
    // The rest, in batches of 3 (the last one short): every expired row gone, the live ones kept.
    expect(await sweepExpired(ctx.db, now, { batchRows: 3 })).toEqual({ ...each(1), ...none });
    expect(await left()).toEqual(each(1));
    const [live] = await ctx.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(like(refreshTokens.tokenHash, `batch-${tag}-%`));
    expect(live?.hash).toBe(`batch-${tag}-live`);
  });

  it("finds each table's expired rows through an index, not a scan of the table", async () => {
    const cutoff = ctx.clock.now().toISOString();
    const lookups = [
      sql`select ctid from rate_events where created_at < ${cutoff}::timestamptz limit 5000`,
      sql`select ctid from otp_challenges where expires_at < ${cutoff}::timestamptz limit 5000`,
      sql`select ctid from aadhaar_otp_transactions where expires_at < ${cutoff}::timestamptz limit 5000`,
      sql`select ctid from refresh_tokens where family_expires_at < ${cutoff}::timestamptz limit 5000`,
      sql`select ctid from staff_refresh_tokens where family_expires_at < ${cutoff}::timestamptz limit 5000`,
      sql`select ctid from sms_outbox where created_at < ${cutoff}::timestamptz limit 5000`,
    ];
    await ctx.db.transaction(async (tx) => {
      // The planner scans sequentially only when no index serves the lookup (the tables are small here).
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const lookup of lookups) {
        const plan = (await tx.execute(sql`explain ${lookup}`)) as { rows: { 'QUERY PLAN': string }[] };
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(text).not.toMatch(/Seq Scan/);
        expect(text).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
      }
    });
  });
});

describe('per-account caps on what a client creates', () => {
  const operatorAccount = async () => {
    const [row] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(users.mobileNo, '9000000001'), eq(accounts.type, 'OPERATOR')));
    return row!.id;
  };
  /** Uses up the account's allowance of `kind` (as many events as it allows, a minute old). */
  const useUp = async (kind: Creation, accountId: string) => {
    const at = new Date(ctx.clock.now().getTime() - 60_000);
    const bucket = creationBucket(kind, accountId);
    await ctx.db
      .insert(rateEvents)
      .values(Array.from({ length: CREATION_LIMITS[kind].max }, () => ({ bucket, createdAt: at })));
  };
  const rowsOf = async (
    table: typeof paymentOrders | typeof campaigns | typeof storedFiles,
    accountId: string,
  ) =>
    (await ctx.db.select({ accountId: table.accountId }).from(table).where(eq(table.accountId, accountId)))
      .length;

  it('refuses a top-up, a deal and an upload past the allowance with a 429, creating nothing', async () => {
    const accountId = await operatorAccount();
    const token = (await loginAs(ctx, '9000000001')).accessToken;
    const post = (url: string, payload: unknown) =>
      ctx.app.inject({ method: 'POST', url, headers: authHeaders(token), payload: payload as object });

    // Within the allowance, each goes through.
    expect((await post('/api/v1/user/addMoney', { amount: 500 })).statusCode).toBe(200);
    const services = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/user/services', headers: authHeaders(token) })
    ).json<{ data: { _id: string }[] }>().data;
    expect((await post('/api/v1/user/publishDeal', dealBody(services[0]!._id, 'Cap Test'))).statusCode).toBe(
      200,
    );

    const orders = await rowsOf(paymentOrders, accountId);
    const deals = await rowsOf(campaigns, accountId);
    const files = await rowsOf(storedFiles, accountId);
    await useUp('topUp', accountId);
    await useUp('dealPublish', accountId);
    await useUp('upload', accountId);

    const topUp = await post('/api/v1/user/addMoney', { amount: 500 });
    expect(topUp.statusCode).toBe(429);
    expect(topUp.json<{ data: string }>().data).toMatch(
      /^Too many top-up attempts from this account\. Try again in /,
    );
    expect(Number(topUp.headers['retry-after'])).toBeGreaterThan(0);
    const deal = await post('/api/v1/user/publishDeal', dealBody(services[0]!._id, 'Cap Test'));
    expect(deal.statusCode).toBe(429);
    // A minute into the day's window: the wait is said in hours.
    expect(deal.json<{ data: string }>().data).toBe(
      'Too many deals published from this account today. Try again in 24 hours.',
    );
    // Every upload goes through FilesService.store (bank proof, claim proofs).
    const root = mkdtempSync(path.join(tmpdir(), 'oc-bounded-'));
    try {
      const service = new FilesService({
        db: ctx.db,
        storage: new LocalFileStorage(root),
        hasher: new Hasher(TEST_HASH_SECRET),
        clock: ctx.clock,
      });
      await expect(
        service.store(
          accountId,
          'chequeProof',
          { filename: 'cheque.pdf', data: Buffer.from('%PDF-1.4\n') },
          (f) => Promise.resolve(f),
        ),
      ).rejects.toMatchObject({ status: 429 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }

    expect(await rowsOf(paymentOrders, accountId)).toBe(orders);
    expect(await rowsOf(campaigns, accountId)).toBe(deals);
    expect(await rowsOf(storedFiles, accountId)).toBe(files);
  });
});
