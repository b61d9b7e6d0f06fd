import { addDaysToDate, istDateOf } from '@oc/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminCli } from '../../../test/support/admin-cli';
import { accounts, users, weeklyPaymentSummaries } from '../../db/schema';
import { lastClosableWeek } from './contracts.service';

const cli = useAdminCli({ prefix: 'oc-close-week-cli-' });

async function admin(argv: string[]) {
  const { code, out, err } = await cli.admin(argv);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function summaries(mobileNo: string) {
  return cli
    .db()
    .select({ s: weeklyPaymentSummaries })
    .from(weeklyPaymentSummaries)
    .innerJoin(accounts, eq(accounts.id, weeklyPaymentSummaries.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.mobileNo, mobileNo));
}

describe('admin close-week', () => {
  it('closes a week once: a closed week is shown, not written again; a removed one is written again the same', async () => {
    const week = lastClosableWeek(new Date());
    const before = await summaries('9000000002');
    const stored = before.find((r) => r.s.weekStartDate === week)!.s;
    const again = await admin(['close-week', '--mobile', '9000000002']);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/^Already closed: Punjab Roadlines, week /);
    // Every trip of the week is listed; the expired contract's 7 are not paid.
    expect(again.out).toContain(`${stored.lines.length} trips (7 not paid), net `);
    expect(stored.lines).toHaveLength(28);
    expect(await summaries('9000000002')).toHaveLength(before.length);

    await cli
      .db()
      .delete(weeklyPaymentSummaries)
      .where(and(eq(weeklyPaymentSummaries.id, stored.id)));
    const closed = await admin(['close-week', '--mobile', '9000000002', '--week', addDaysToDate(week, 3)]);
    expect(closed.code).toBe(0);
    expect(closed.out).toMatch(/^Closed: Punjab Roadlines/);
    const redone = (await summaries('9000000002')).find((r) => r.s.weekStartDate === week)!.s;
    expect({ ...redone, id: '', createdOn: null }).toEqual({ ...stored, id: '', createdOn: null });
  });

  it('refuses a week that is not over, a non-MG number and bad options', async () => {
    const notOver = await admin(['close-week', '--week', istDateOf(new Date())]);
    expect(notOver.code).toBe(1);
    expect(notOver.err).toContain('is closed from');
    const gds = await admin(['close-week', '--mobile', '9000000001']);
    expect(gds.code).toBe(1);
    expect(gds.err).toContain('No MG account for mobile number 9000000001');
    expect((await admin(['close-week', '--week', '09/11/2026'])).code).toBe(1);
  });
});
