import { parseRupees, type AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/shared';
import { formatInr } from '../../lib/format';
import { notFound } from '../../lib/http-error';
import { COMMAND_ACTOR } from '../audit/audit';
import { WalletService } from './wallet.service';

const WALLET_TYPES = ['OPERATOR', 'ELECTRIC'] as const;

/**
 * `npm run admin -- wallet-debit`: the provider posts a charge against an account's wallet. The
 * ledger refuses a debit larger than the balance (the balance never goes below zero).
 */
export const walletDebitCommand: AdminCommand = {
  name: 'wallet-debit',
  summary: "Debit an OPERATOR or ELECTRIC account's wallet (never below zero)",
  usage:
    'wallet-debit --mobile <10 digits> --amount <rupees> --description "<what for>" [--type OPERATOR|ELECTRIC]',
  details: [
    "--mobile <10 digits>   the user's mobile number",
    '--amount <rupees>      e.g. 1250 or 1,250.50 (at most two decimals)',
    '--description "<text>" shown to the operator in the transaction list',
    '--type <type>          OPERATOR or ELECTRIC: which wallet (default: the only one, else OPERATOR)',
    'Refused when the balance is smaller than the amount; nothing is posted then.',
  ],
  examples: [
    'wallet-debit --mobile 9000000001 --amount 1,250 --description "Deal discount settlement (week 46)"',
  ],
  options: {
    mobile: { type: 'string' },
    amount: { type: 'string' },
    description: { type: 'string' },
    type: { type: 'string' },
  },
  async run(v, { admin, io, db, now }) {
    const mobile = typeof v.mobile === 'string' ? v.mobile.trim() : '';
    if (!/^\d{10}$/.test(mobile)) throw new UsageError('--mobile: give the 10-digit mobile number.');
    const amount = parseRupees('amount', typeof v.amount === 'string' ? v.amount : undefined);
    if (amount === undefined || amount <= 0)
      throw new UsageError('--amount: give a positive amount in rupees.');
    const description = typeof v.description === 'string' ? v.description.trim() : '';
    if (!description) throw new UsageError('--description: say what the debit is for.');
    if (description.length > 200) throw new UsageError('--description: at most 200 characters.');
    const type = typeof v.type === 'string' ? v.type.trim().toUpperCase() : undefined;
    if (type !== undefined && !(WALLET_TYPES as readonly string[]).includes(type))
      throw new UsageError('--type: OPERATOR or ELECTRIC.');

    const user = (await admin.listUsers()).find((u) => u.mobileNo === mobile);
    if (!user) throw notFound(`No user with mobile number ${mobile}.`);
    const candidates = user.accounts.filter((a) => (WALLET_TYPES as readonly string[]).includes(a.type));
    const account = type
      ? candidates.find((a) => a.type === type)
      : candidates.length === 1
        ? candidates[0]
        : candidates.find((a) => a.type === 'OPERATOR');
    if (!account)
      throw notFound(
        `${user.name} (${mobile}) has no ${type ?? 'OPERATOR or ELECTRIC'} account with a wallet.`,
      );

    const wallet = new WalletService({ db, clock: { now } });
    const entry = await wallet.debit(
      account.id,
      Math.round(amount * 100),
      description,
      'ADMIN',
      COMMAND_ACTOR,
    );
    io.out(
      `Debited ${formatInr(entry.amount)} from ${account.type} "${account.name}" (${entry.transactionCode}). Balance now ${formatInr(entry.closingBalance)}.`,
    );
  },
};
