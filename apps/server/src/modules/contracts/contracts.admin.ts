import { isIsoDate } from '@oc/contract';
import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/shared';
import { formatDate, formatInr } from '../../lib/format';
import { notFound } from '../../lib/http-error';
import { ContractsService, lastClosableWeek, mondayOf } from './contracts.service';

/**
 * `npm run admin -- close-week`: closes an MG account's week now, as the weekly job does on the
 * Tuesday after it (idempotent: a week already closed is shown, not written again). Without
 * --mobile, every MG account with commercial terms; without --week, the latest closed week.
 */
export const closeWeekCommand: AdminCommand = {
  name: 'close-week',
  summary: "Close an MG account's week: compute and store its weekly payment summary (once per week)",
  usage: 'close-week [--mobile <10 digits>] [--week <YYYY-MM-DD, any day of the week>]',
  details: [
    "--mobile <10 digits>   the MG user's mobile number (default: every MG account with terms)",
    '--week <YYYY-MM-DD>    a day of the Mon–Sun week (default: the latest week that is over)',
    'A week can be closed from the Tuesday 00:00 IST after it. Closing it again changes nothing.',
  ],
  examples: ['close-week --mobile 9000000002', 'close-week --week 2026-11-09'],
  options: { mobile: { type: 'string' }, week: { type: 'string' } },
  async run(v, { admin, io, db, now }) {
    const mobile = typeof v.mobile === 'string' ? v.mobile.trim() : undefined;
    if (mobile !== undefined && !/^\d{10}$/.test(mobile))
      throw new UsageError('--mobile: give the 10-digit mobile number.');
    const weekArg = typeof v.week === 'string' ? v.week.trim() : undefined;
    if (weekArg !== undefined && !isIsoDate(weekArg))
      throw new UsageError('--week: give a date as YYYY-MM-DD.');
    const week = weekArg ? mondayOf(weekArg) : lastClosableWeek(now());

    const users = await admin.listUsers();
    const targets = users
      .filter((u) => mobile === undefined || u.mobileNo === mobile)
      .flatMap((u) => u.accounts.filter((a) => a.type === 'BUSOWNER'));
    if (targets.length === 0)
      throw notFound(mobile ? `No MG account for mobile number ${mobile}.` : 'There are no MG accounts.');

    const contracts = new ContractsService({ db, clock: { now } });
    for (const account of targets) {
      const { summary, created } = await contracts.closeWeek(account.id, week);
      const notPaid = summary.lines.filter((l) => l.notPaidReason).length;
      io.out(
        `${created ? 'Closed' : 'Already closed'}: ${account.name}, week ${formatDate(summary.weekStartDate)} – ${formatDate(summary.weekEndDate)}, ${summary.lines.length} trips (${notPaid} not paid), net ${formatInr(summary.netPaise / 100)}.`,
      );
    }
  },
};
