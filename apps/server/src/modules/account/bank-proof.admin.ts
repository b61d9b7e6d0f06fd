import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/shared';
import { notFound } from '../../lib/http-error';
import { decideBankProof } from './account.service';

const DECISIONS = { approve: 'APPROVED', reject: 'REJECTED' } as const;

/**
 * `npm run admin -- bank-proof --mobile … approve|reject [--by "name"]`: the provider's decision on
 * an OPERATOR account's PENDING cancelled cheque, recorded as `admin:<name>` with the time.
 */
export const bankProofCommand: AdminCommand = {
  name: 'bank-proof',
  summary: "Approve or reject an OPERATOR account's pending bank proof (cancelled cheque)",
  usage: 'bank-proof --mobile <10 digits> approve|reject [--reason "<why>"] [--by "<name>"]',
  positionals: 'approve|reject',
  details: [
    "--mobile <10 digits>   the user's mobile number (their OPERATOR account)",
    'approve | reject       PENDING → APPROVED or REJECTED',
    '--reason "<why>"       a rejection\'s reason, shown to the operator (3 to 200 characters)',
    '--by "<name>"          who decided, recorded as admin:<name> (default: back office)',
    'Only a PENDING bank proof can be decided; every change is recorded with who and when.',
  ],
  examples: [
    'bank-proof --mobile 9000000005 approve --by "Meera (finance)"',
    'bank-proof --mobile 9000000005 reject --reason "The cheque image is blurred"',
  ],
  options: { mobile: { type: 'string' }, by: { type: 'string' }, reason: { type: 'string' } },
  async run(v, { admin, io, db, now }, positionals = []) {
    const mobile = typeof v.mobile === 'string' ? v.mobile.trim() : '';
    if (!/^\d{10}$/.test(mobile)) throw new UsageError('--mobile: give the 10-digit mobile number.');
    const [word, ...extra] = positionals;
    const decision = word ? DECISIONS[word.toLowerCase() as keyof typeof DECISIONS] : undefined;
    if (!decision || extra.length > 0) throw new UsageError('Say approve or reject (once).');
    const by = typeof v.by === 'string' ? v.by.trim() : 'back office';
    if (!by || by.length > 100) throw new UsageError('--by: a name of 1 to 100 characters.');
    const reason = typeof v.reason === 'string' ? v.reason.trim() : null;
    if (reason !== null && (decision !== 'REJECTED' || reason.length < 3 || reason.length > 200))
      throw new UsageError('--reason: only with reject, 3 to 200 characters.');

    const user = (await admin.listUsers()).find((u) => u.mobileNo === mobile);
    if (!user) throw notFound(`No user with mobile number ${mobile}.`);
    const account = user.accounts.find((a) => a.type === 'OPERATOR');
    if (!account)
      throw notFound(`${user.name} (${mobile}) has no OPERATOR account (bank proof is GDS only).`);
    await decideBankProof({ db, clock: { now } }, account.id, decision, by, undefined, reason);
    io.out(`Bank proof of OPERATOR "${account.name}" is now ${decision} (by admin:${by}).`);
  },
};
