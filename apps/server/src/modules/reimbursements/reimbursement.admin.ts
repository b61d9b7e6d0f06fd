import { parseRupees, str, type AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/shared';
import { formatInr } from '../../lib/format';
import { decideReimbursement } from './reimbursements.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idOf(option: string, raw: string | boolean | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const id = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!UUID.test(id))
    throw new UsageError(`--${option}: give the reimbursement's id (a UUID, as the API's _id).`);
  return id;
}

/**
 * `npm run admin -- reimbursement --approve <id> --amount <rupees>` or `--reject <id>`: the
 * provider's finance decision on an MG claim that is PENDING (docs/architecture.md
 * "Reimbursements"), recorded as `admin:<name>` with the time. Approved On is the time of approval.
 */
export const reimbursementCommand: AdminCommand = {
  name: 'reimbursement',
  summary: "Approve (with the amount) or reject an MG account's pending reimbursement claim",
  usage: 'reimbursement (--approve <id> --amount <rupees> | --reject <id>) [--by "<name>"]',
  details: [
    '--approve <id>         PENDING → APPROVED, for --amount',
    '--amount <rupees>      whole rupees approved: 1 to the amount claimed',
    '--reject <id>          PENDING → REJECTED (Amount Approved shows 0)',
    '--by "<name>"          who decided, recorded as admin:<name> (default: finance)',
    "The id is the claim's _id (GET /mg/user/reimbursements). Only a PENDING claim can be decided.",
  ],
  examples: [
    'reimbursement --approve 3f1c2a9e-5d7b-4c1e-9a3b-2f4d6e8a0b1c --amount 4500 --by "Meera (finance)"',
    'reimbursement --reject 3f1c2a9e-5d7b-4c1e-9a3b-2f4d6e8a0b1c',
  ],
  options: {
    approve: { type: 'string' },
    reject: { type: 'string' },
    amount: { type: 'string' },
    by: { type: 'string' },
  },
  async run(v, { io, db, now }) {
    const approve = idOf('approve', v.approve);
    const reject = idOf('reject', v.reject);
    if ((approve === undefined) === (reject === undefined))
      throw new UsageError('Give either --approve <id> --amount <rupees> or --reject <id>.');
    if (reject !== undefined && v.amount !== undefined)
      throw new UsageError('--amount goes with --approve only.');
    const refusal = '--amount: give the approved amount in whole rupees, e.g. 4500 or 4,500.';
    const amount = parseRupees('amount', str(v.amount), { refusal });
    if (approve !== undefined && amount === undefined) throw new UsageError(refusal);
    const by = typeof v.by === 'string' ? v.by.trim() : 'finance';
    if (!by || by.length > 100) throw new UsageError('--by: a name of 1 to 100 characters.');

    const result = await decideReimbursement(
      { db, clock: { now } },
      approve ?? reject ?? '',
      approve !== undefined ? { status: 'APPROVED', amount: amount ?? 0 } : { status: 'REJECTED' },
      by,
    );
    const inr = (rupees: number) => formatInr(rupees, { whole: true });
    io.out(
      result.status === 'APPROVED'
        ? `Reimbursement for bus ${result.rc} (${inr(result.amount)} claimed) is now APPROVED for ${inr(result.approvedAmount ?? 0)} (by admin:${by}).`
        : `Reimbursement for bus ${result.rc} (${inr(result.amount)} claimed) is now REJECTED (by admin:${by}).`,
    );
  },
};
