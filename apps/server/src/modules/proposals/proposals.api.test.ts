import {
  PROPOSAL_MESSAGES,
  auditEndpoints,
  proposalsEndpoints,
  walletEndpoints,
  type Proposal,
} from '@oc/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  createStaff,
  createTestApp,
  loginAs,
  staffLogin,
  type TestContext,
  testDbKind,
  type TestStaff,
} from '../../../test/support';
import { openDatabase } from '../../db/client';
import { auditEvents, walletEntries } from '../../db/schema';
import { grantAppRole } from '../audit/app-role';

let ctx: TestContext;
const { callAs } = apiCaller(() => ctx);
let maker: TestStaff;
let checker: TestStaff;
let admin: TestStaff;
let support: TestStaff;
const t = { maker: '', checker: '', admin: '', support: '' };
let operator: string;

async function signIn() {
  t.maker = (await staffLogin(ctx, maker)).accessToken;
  t.checker = (await staffLogin(ctx, checker)).accessToken;
  t.admin = (await staffLogin(ctx, admin)).accessToken;
  t.support = (await staffLogin(ctx, support)).accessToken;
  operator = (await loginAs(ctx, '9000000001')).accessToken;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  maker = await createStaff(ctx, 'finance', 'Meera Maker');
  checker = await createStaff(ctx, 'finance', 'Chetan Checker');
  admin = await createStaff(ctx, 'admin', 'Anil Admin');
  support = await createStaff(ctx, 'support', 'Suresh Support');
  await signIn();
});
afterAll(async () => ctx.close());

const balance = async () => (await callAs(operator, walletEndpoints.wallet)).data.walletBalance;
const propose = (token: string, amount = 1250, reason = 'Deal discount settlement (week 46)') =>
  callAs(token, proposalsEndpoints.walletDebit, { body: { mobileNo: '9000000001', amount, reason } });

describe('maker-checker wallet debits', () => {
  it('a ₹1,250 debit proposed by one finance user moves money only when another approves it', async () => {
    const before = await balance();
    const proposed = await propose(t.maker);
    expect(proposed.status).toBe(200);
    const p = proposed.data;
    expect(p).toMatchObject({
      kind: 'WALLET_DEBIT',
      status: 'PROPOSED',
      accountType: 'OPERATOR',
      mobileNo: '9000000001',
      amount: 1250,
      proposedBy: { name: 'Meera Maker' },
      decidedBy: null,
      resultRef: null,
    });
    expect(await balance()).toBe(before);

    const self = await callAs(t.maker, proposalsEndpoints.approve, { params: { id: p.id } });
    expect(self.status).toBe(403);
    expect(self.error.data).toBe(PROPOSAL_MESSAGES.selfApproval);
    const bySupport = await callAs(t.support, proposalsEndpoints.approve, { params: { id: p.id } });
    expect(bySupport.status).toBe(403);
    expect(await balance()).toBe(before);

    const approved = await callAs(t.checker, proposalsEndpoints.approve, { params: { id: p.id } });
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({
      status: 'APPLIED',
      proposedBy: { id: maker.id, name: 'Meera Maker' },
      decidedBy: { id: checker.id, name: 'Chetan Checker' },
    });
    expect(approved.data.resultRef).toMatch(/^TXN[A-Z2-9]{12}$/);
    expect(await balance()).toBe(before - 1250);
    // The operator sees the entry, with the reason, in their transactions.
    const tx = await callAs(operator, walletEndpoints.transactions);
    expect(tx.data[0]).toMatchObject({
      transactionCode: approved.data.resultRef,
      amount: 1250,
      transactionType: 'DEBIT',
      description: 'Deal discount settlement (week 46)',
    });
    const again = await callAs(t.admin, proposalsEndpoints.approve, { params: { id: p.id } });
    expect(again.status).toBe(409);
    expect(again.error.data).toBe(PROPOSAL_MESSAGES.notWaiting);
    expect(await balance()).toBe(before - 1250);
  });

  it('applies exactly once when two approvers press at the same moment', async () => {
    const before = await balance();
    const p = (await propose(t.maker, 10.5, 'Concurrent approval test')).data;
    const answers = await Promise.all([
      callAs(t.checker, proposalsEndpoints.approve, { params: { id: p.id } }),
      callAs(t.admin, proposalsEndpoints.approve, { params: { id: p.id } }),
      callAs(t.checker, proposalsEndpoints.approve, { params: { id: p.id } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await balance()).toBeCloseTo(before - 10.5, 2);
    const entries = await ctx.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.description, 'Concurrent approval test'));
    expect(entries).toHaveLength(1);
  });

  it('the proposer withdraws; another rejects with a reason; neither moves money', async () => {
    const before = await balance();
    const a = (await propose(t.maker, 99, 'To be withdrawn')).data;
    expect((await callAs(t.checker, proposalsEndpoints.withdraw, { params: { id: a.id } })).error.data).toBe(
      PROPOSAL_MESSAGES.notYours,
    );
    const withdrawn = await callAs(t.maker, proposalsEndpoints.withdraw, { params: { id: a.id } });
    expect(withdrawn.data.status).toBe('WITHDRAWN');
    expect((await callAs(t.checker, proposalsEndpoints.approve, { params: { id: a.id } })).status).toBe(409);

    const b = (await propose(t.admin, 42, 'To be rejected')).data;
    const noReason = await callAs(t.checker, proposalsEndpoints.reject, {
      params: { id: b.id },
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.error.data).toBe(PROPOSAL_MESSAGES.rejectReasonRequired);
    expect(
      (await callAs(t.admin, proposalsEndpoints.reject, { params: { id: b.id }, body: { reason: 'Mine' } }))
        .status,
    ).toBe(403);
    const rejected = await callAs(t.checker, proposalsEndpoints.reject, {
      params: { id: b.id },
      body: { reason: 'Already settled in week 45' },
    });
    expect(rejected.data).toMatchObject({ status: 'REJECTED', decisionReason: 'Already settled in week 45' });
    expect(await balance()).toBe(before);

    const waiting = await callAs(t.support, proposalsEndpoints.list, { query: { status: 'PROPOSED' } });
    expect(waiting.data.map((x: Proposal) => x.id)).not.toContain(b.id);
    const all = await callAs(t.support, proposalsEndpoints.list);
    expect(all.data.map((x: Proposal) => x.status)).toEqual(
      expect.arrayContaining(['APPLIED', 'WITHDRAWN', 'REJECTED']),
    );
  });

  it('refuses bad input at its field and changes nothing', async () => {
    const count = async () => (await callAs(t.support, proposalsEndpoints.list)).data.length;
    const n = await count();
    const cases: [object, string, string][] = [
      [{ mobileNo: '9000000001', amount: 0, reason: 'x y z' }, 'amount', PROPOSAL_MESSAGES.amountPositive],
      [{ mobileNo: '9000000001', amount: 10.005, reason: 'x y z' }, 'amount', PROPOSAL_MESSAGES.amountPaise],
      [{ mobileNo: '9000000001', amount: 2_000_000, reason: 'x y z' }, 'amount', PROPOSAL_MESSAGES.amountMax],
      [{ mobileNo: '9000000001', amount: 10, reason: '' }, 'reason', PROPOSAL_MESSAGES.reasonRequired],
      [
        { mobileNo: '8999999999', amount: 10, reason: 'x y z' },
        'mobileNo',
        PROPOSAL_MESSAGES.operatorNotFound,
      ],
      [{ mobileNo: '9000000002', amount: 10, reason: 'x y z' }, 'mobileNo', PROPOSAL_MESSAGES.noWallet],
    ];
    for (const [body, field, message] of cases) {
      const r = await callAs(t.maker, proposalsEndpoints.walletDebit, { body: body as never });
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.error.errors?.find((e) => e.path === field)?.message, JSON.stringify(body)).toBe(message);
    }
    expect(await count()).toBe(n);
  });

  it('a debit larger than the balance is refused when approved (409), and the proposal still waits', async () => {
    const p = (await propose(t.maker, 999_999, 'More than the balance')).data;
    const r = await callAs(t.checker, proposalsEndpoints.approve, { params: { id: p.id } });
    expect(r.status).toBe(409);
    const [row] = (
      await callAs(t.support, proposalsEndpoints.list, { query: { status: 'PROPOSED' } })
    ).data.filter((x: Proposal) => x.id === p.id);
    expect(row?.status).toBe('PROPOSED');
  });
});

describe('audit trail', () => {
  it('records each step with who, role, before and after; staff filter it, the operator sees their own', async () => {
    const trail = await callAs(t.support, auditEndpoints.list, { query: { actorId: checker.id } });
    expect(trail.status).toBe(200);
    const applied = trail.data.find(
      (e) => e.kind === 'wallet.debit.applied' && (e.after as { amount?: number }).amount === 1250,
    );
    expect(applied).toMatchObject({
      actorKind: 'staff',
      actorId: checker.id,
      actorName: 'Chetan Checker',
      actorRole: 'finance',
      entity: 'wallets',
      after: { amount: 1250, reason: 'Deal discount settlement (week 46)' },
    });
    expect(typeof (applied!.before as { balance?: unknown }).balance).toBe('number');
    expect(applied!.requestId).toEqual(expect.any(String));
    const proposedKinds = await callAs(t.support, auditEndpoints.list, {
      query: { kind: 'wallet.debit.proposed' },
    });
    expect(
      proposedKinds.data.every((e) => e.kind === 'wallet.debit.proposed' && e.actorKind === 'staff'),
    ).toBe(true);
    expect(proposedKinds.data.length).toBeGreaterThanOrEqual(5);
    const future = await callAs(t.support, auditEndpoints.list, { query: { from: '2099-01-01' } });
    expect(future.data).toEqual([]);
    const bad = await callAs(t.support, auditEndpoints.list, {
      query: { from: '2026-02-02', to: '2026-01-01' },
    });
    expect(bad.status).toBe(400);

    const activity = await callAs(operator, auditEndpoints.activity);
    expect(activity.status).toBe(200);
    const mine = activity.data.find(
      (e) => e.kind === 'wallet.debit.applied' && (e.after as { amount?: number }).amount === 1250,
    );
    expect(mine).toMatchObject({
      actorName: 'Chetan Checker',
      actorRole: 'finance',
      after: { amount: 1250 },
    });
    expect(mine).not.toHaveProperty('actorId');
    expect(mine).not.toHaveProperty('requestId');
    // Another operator sees none of it.
    const other = await loginAs(ctx, '9000000005');
    const theirs = await callAs(other.accessToken, auditEndpoints.activity, { model: 'ELECTRIC' });
    expect(theirs.data.filter((e) => e.kind.startsWith('wallet.debit'))).toEqual([]);
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE are refused, whoever asks', async () => {
    const [before] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    for (const statement of [
      sql`update audit_events set actor_name = 'someone else'`,
      sql`delete from audit_events`,
      sql`truncate audit_events`,
    ])
      await expect(
        ctx.db.execute(statement).catch((err: unknown) => {
          // drizzle's "Failed query" wraps the database's error
          throw err instanceof Error && err.cause instanceof Error ? err.cause : err;
        }),
      ).rejects.toThrow(/audit_events is append-only: (UPDATE|DELETE|TRUNCATE) is not allowed/);
    const [after] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    expect(after!.n).toBe(before!.n);
    expect(after!.n).toBeGreaterThan(0);
  });

  it.skipIf(testDbKind() !== 'postgres')(
    'the application role (grant-app-role) runs the server but may not UPDATE, DELETE or TRUNCATE audit rows',
    async () => {
      const role = `oc_app_${process.pid}`;
      await ctx.db.execute(sql`drop role if exists ${sql.identifier(role)}`).catch(() => undefined);
      await ctx.db.execute(sql`create role ${sql.identifier(role)} login`);
      await grantAppRole(ctx.db, role);
      const url = new URL((ctx.config.database as { url: string }).url);
      url.username = role;
      // The server's own start as that role: the migrator finds nothing to apply.
      const asApp = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        const denied = (statement: ReturnType<typeof sql>) =>
          expect(
            asApp.db.execute(statement).catch((err: unknown) => {
              throw err instanceof Error && err.cause instanceof Error ? err.cause : err;
            }),
          ).rejects.toThrow(/permission denied for table audit_events/);
        await denied(sql`update audit_events set actor_name = 'someone else'`);
        await denied(sql`delete from audit_events`);
        await denied(sql`truncate audit_events`);
        // What the server does: reads and appends the trail, changes other tables.
        await asApp.db.execute(
          sql`insert into audit_events (at, actor_kind, actor_name, kind, entity) values (now(), 'system', 'probe', 'test.probe', 'none')`,
        );
        const [mine] = await asApp.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditEvents)
          .where(eq(auditEvents.kind, 'test.probe'));
        expect(mine!.n).toBe(1);
        await asApp.db.execute(sql`update users set name = name where false`);
      } finally {
        await asApp.close();
        await ctx.db.execute(sql`drop owned by ${sql.identifier(role)}`);
        await ctx.db.execute(sql`drop role ${sql.identifier(role)}`);
      }
    },
  );
});
