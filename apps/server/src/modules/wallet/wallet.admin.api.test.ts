import { describe, expect, it } from 'vitest';
import { useAdminCli } from '../../../test/support/admin-cli';
import { allEntries } from './wallet.repository';
import { and, eq } from 'drizzle-orm';
import { accounts, users, wallets } from '../../db/schema';

const cli = useAdminCli({ prefix: 'oc-wallet-cli-' });

async function admin(argv: string[]) {
  const { code, out, err } = await cli.admin(argv);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function walletOf(mobileNo: string, type: 'OPERATOR' | 'ELECTRIC') {
  const db = cli.db();
  const [row] = await db
    .select({ id: accounts.id, balance: wallets.balancePaise })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(wallets, eq(wallets.accountId, accounts.id))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  return { id: row!.id, balance: row!.balance ?? 0 };
}

describe('admin wallet-debit', () => {
  it('debits the chosen wallet and prints the entry', async () => {
    const before = await walletOf('9000000005', 'ELECTRIC');
    const r = await admin([
      'wallet-debit',
      '--mobile',
      '9000000005',
      '--type',
      'electric',
      '--amount',
      '1,250.50',
      '--description',
      'Charging station fee (test)',
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Debited ₹1,250\.50 from ELECTRIC "Sharma E-Bus" \(TXN[A-Z2-9]{12}\)\. Balance now ₹/,
    );
    const after = await walletOf('9000000005', 'ELECTRIC');
    expect(after.balance).toBe(before.balance - 125_050);
    const last = (await allEntries(cli.db(), after.id)).at(-1)!;
    expect(last).toMatchObject({
      type: 'DEBIT',
      amountPaise: 125_050,
      source: 'ADMIN',
      description: 'Charging station fee (test)',
    });
  });

  it('refuses more than the balance, and bad input, posting nothing', async () => {
    const before = await walletOf('9000000006', 'OPERATOR');
    const count = (await allEntries(cli.db(), before.id)).length;
    const tooMuch = await admin([
      'wallet-debit',
      '--mobile',
      '9000000006',
      '--amount',
      String(before.balance / 100 + 1),
      '--description',
      'x',
    ]);
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.err).toContain('Insufficient wallet balance');
    for (const argv of [
      ['wallet-debit', '--mobile', '9000000006', '--amount', '-5', '--description', 'x'],
      ['wallet-debit', '--mobile', '9000000006', '--amount', '10'],
      ['wallet-debit', '--mobile', '9000000002', '--amount', '10', '--description', 'x'],
      [
        'wallet-debit',
        '--mobile',
        '9000000006',
        '--type',
        'BUSOWNER',
        '--amount',
        '10',
        '--description',
        'x',
      ],
    ]) {
      expect((await admin(argv)).code).toBe(1);
    }
    const after = await walletOf('9000000006', 'OPERATOR');
    expect(after.balance).toBe(before.balance);
    expect((await allEntries(cli.db(), before.id)).length).toBe(count);
  });

  it('is listed in the help', async () => {
    const r = await admin(['--help']);
    expect(r.out).toContain('wallet-debit');
    const sub = await admin(['wallet-debit', '--help']);
    expect(sub.code).toBe(0);
    expect(sub.out).toContain('--description');
  });
});
