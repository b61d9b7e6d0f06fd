import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, bankProofTransitions, bankProofs, users } from '../../db/schema';
import { useAdminCli } from '../../../test/support/admin-cli';

// The admin's clock: a minute after the seed's last bank-proof transition (the seed dates its
// history back from the real now), so the transitions made here are the latest.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
const cli = useAdminCli({ prefix: 'oc-bank-proof-cli-', now: () => NOW });
const admin = cli.admin;

async function operatorOf(mobileNo: string): Promise<string> {
  const [row] = await cli
    .db()
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, 'OPERATOR')));
  if (!row) throw new Error(`no OPERATOR account for ${mobileNo}`);
  return row.id;
}

async function setPending(accountId: string) {
  await cli
    .db()
    .insert(bankProofs)
    .values({ accountId, status: 'PENDING' })
    .onConflictDoUpdate({ target: bankProofs.accountId, set: { status: 'PENDING' } });
}

const statusOf = async (accountId: string) =>
  (await cli.db().select().from(bankProofs).where(eq(bankProofs.accountId, accountId)))[0]?.status;
const lastTransition = async (accountId: string) =>
  (
    await cli
      .db()
      .select()
      .from(bankProofTransitions)
      .where(eq(bankProofTransitions.accountId, accountId))
      .orderBy(desc(bankProofTransitions.at))
      .limit(1)
  )[0];

describe('admin bank-proof', () => {
  it('approves a PENDING bank proof and records who and when', async () => {
    const id = await operatorOf('9000000005');
    await setPending(id);
    const r = await admin(['bank-proof', '--mobile', '9000000005', 'approve', '--by', 'Meera (finance)']);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toContain('APPROVED');
    expect(await statusOf(id)).toBe('APPROVED');
    expect(await lastTransition(id)).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'APPROVED',
      actor: 'admin:Meera (finance)',
      at: NOW,
    });
  });

  it('rejects a PENDING one (default name: back office)', async () => {
    const id = await operatorOf('9000000006');
    await setPending(id);
    const r = await admin([
      'bank-proof',
      '--mobile',
      '9000000006',
      'reject',
      '--reason',
      'Name does not match',
    ]);
    expect(r.code).toBe(0);
    expect(await statusOf(id)).toBe('REJECTED');
    expect((await lastTransition(id))?.actor).toBe('admin:back office');
    const [row] = await cli.db().select().from(bankProofs).where(eq(bankProofs.accountId, id));
    expect(row?.decisionReason).toBe('Name does not match');
  });

  it.each([
    [['bank-proof', '--mobile', '9000000005', 'approve'], /only a PENDING one/], // APPROVED now
    [['bank-proof', '--mobile', '9000000001', 'maybe'], /approve or reject/],
    [
      ['bank-proof', '--mobile', '9000000001', 'approve', '--reason', 'looks fine'],
      /--reason: only with reject/,
    ],
    [['bank-proof', '--mobile', '9000000001'], /approve or reject/],
    [['bank-proof', '--mobile', '9000000001', 'approve', 'reject'], /approve or reject/],
    [['bank-proof', '--mobile', '12345', 'approve'], /--mobile/],
    [['bank-proof', '--mobile', '9999999999', 'approve'], /No user/],
    [['bank-proof', '--mobile', '9000000002', 'approve'], /no OPERATOR account/],
    [['bank-proof', '--mobile', '9000000001', 'approve', '--colour', 'red'], /colour/],
  ])('%j: one line, exit 1, nothing changed', async (argv, message) => {
    const before = await cli.db().select().from(bankProofTransitions);
    const r = await admin(argv);
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(message);
    expect(r.err.length).toBeLessThanOrEqual(2);
    expect(await cli.db().select().from(bankProofTransitions)).toHaveLength(before.length);
  });

  it('is listed in --help', async () => {
    const r = await admin(['--help']);
    expect(r.out.join('\n')).toContain('bank-proof');
    const sub = await admin(['bank-proof', '--help']);
    expect(sub.code).toBe(0);
    expect(sub.out.join('\n')).toContain('approve|reject');
  });
});
