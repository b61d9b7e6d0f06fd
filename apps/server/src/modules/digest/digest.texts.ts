import { defineMessages } from '@oc/i18n';
import { paiseToRupees, type DigestChannel, type HomeAction, type UserType } from '@oc/contract';
import { formatDateIn, formatInrIn } from '../../lib/format';
import type { Texts } from '../../lib/language';

/**
 * What one digest says (issue 41), in figures: the account's day before (`day`, IST) and what needs
 * action this morning. Each block is there only for the models it belongs to.
 */
export interface DigestContent {
  accountName: string;
  type: UserType;
  day: string;
  /** GDS, Electric, MG: bookings made on the day on own channels (Home's figures). */
  sales: { revenuePaise: number; seats: number; cancelledSeats: number } | null;
  /** Cab: trips that started on the day and what they pay under their contracts. */
  trips: { count: number; passengers: number; paise: number } | null;
  /** GDS, Electric: the wallet's credits and debits of the day. */
  wallet: { inPaise: number; outPaise: number } | null;
  /** Payouts generated on the day (every model that has them). */
  payouts: { count: number; paise: number };
  /** Home's action list of this morning. */
  actions: HomeAction[];
  /** The console's address and the one-tap unsubscribe link. */
  consoleUrl: string;
  unsubscribeUrl: string;
}

/** A digest written for one channel: an e-mail's subject and text, or the text of SMS and WhatsApp. */
export interface RenderedDigest {
  subject: string;
  text: string;
  /** WhatsApp template values, in the order of its placeholders (none empty, none with a line break). */
  params: string[];
}

const M = defineMessages({
  subject: { id: 'server.digest.subject', defaultMessage: '{account}: your summary of {date}' },
  sales: {
    id: 'server.digest.sales',
    defaultMessage:
      'Sales: {amount} from {seats, plural, one {# seat} other {# seats}}; {cancelled, plural, =0 {no seats cancelled} one {# seat cancelled} other {# seats cancelled}}.',
  },
  trips: {
    id: 'server.digest.trips',
    defaultMessage:
      'Trips: {count, plural, =0 {none started} one {# started} other {# started}}, {passengers, plural, one {# passenger} other {# passengers}}, {amount} under their contracts.',
  },
  wallet: { id: 'server.digest.wallet', defaultMessage: 'Wallet: {in} in, {out} out.' },
  payouts: {
    id: 'server.digest.payouts',
    defaultMessage: 'Payouts: {count, plural, one {# payout} other {# payouts}} of {amount} in all.',
  },
  attention: { id: 'server.digest.attention', defaultMessage: 'Needs your attention:' },
  nothing: { id: 'server.digest.nothing', defaultMessage: 'Nothing needs your attention this morning.' },
  tripsWithoutDriver: {
    id: 'server.digest.action.tripsWithoutDriver',
    defaultMessage:
      '{count, plural, one {# trip in the next 2 hours has} other {# trips in the next 2 hours have}} no driver',
  },
  tripContractsEnding: {
    id: 'server.digest.action.tripContractsEnding',
    defaultMessage:
      '{count, plural, one {# trip this week starts} other {# trips this week start}} after its contract ends',
  },
  contractsEnding: {
    id: 'server.digest.action.contractsEnding',
    defaultMessage: 'Contracts: {expired} expired, {expiring} ending within 14 days',
  },
  weeklyStatement: {
    id: 'server.digest.action.weeklyStatement',
    defaultMessage: 'Statement of {from} to {to}: net {amount}',
  },
  lowRatings: {
    id: 'server.digest.action.lowRatings',
    defaultMessage: '{count, plural, one {# low rating} other {# low ratings}} of the last 7 days to read',
  },
  claimsWaiting: {
    id: 'server.digest.action.claimsWaiting',
    defaultMessage: '{count, plural, one {# claim} other {# claims}} waiting, {amount} in all',
  },
  dealsEnding: {
    id: 'server.digest.action.dealsEnding',
    defaultMessage: '{count, plural, one {# deal ends} other {# deals end}} this week',
  },
  kycLeft: {
    id: 'server.digest.action.kycLeft',
    defaultMessage: '{left} of {total} KYC documents still to verify',
  },
  walletLow: {
    id: 'server.digest.action.walletLow',
    defaultMessage: 'Wallet balance {balance} is below your alert of {threshold}',
  },
  open: { id: 'server.digest.open', defaultMessage: 'Open the console: {url}' },
  stop: { id: 'server.digest.stop', defaultMessage: 'Stop these summaries: {url}' },
});

function actionText(a: HomeAction, t: Texts, money: (rupees: number) => string): string {
  switch (a.kind) {
    case 'tripsWithoutDriver':
      return t.t(M.tripsWithoutDriver, { count: a.count });
    case 'tripContractsEnding':
      return t.t(M.tripContractsEnding, { count: a.count });
    case 'contractsEnding':
      return t.t(M.contractsEnding, { expired: a.expired, expiring: a.expiring });
    case 'weeklyStatement':
      return t.t(M.weeklyStatement, {
        from: formatDateIn(a.weekStartDate, t.locale, 'short'),
        to: formatDateIn(a.weekEndDate, t.locale, 'short'),
        amount: money(a.net),
      });
    case 'lowRatings':
      return t.t(M.lowRatings, { count: a.count });
    case 'claimsWaiting':
      return t.t(M.claimsWaiting, { count: a.count, amount: money(a.amount) });
    case 'dealsEnding':
      return t.t(M.dealsEnding, { count: a.count });
    case 'kycLeft':
      return t.t(M.kycLeft, { left: a.left, total: a.total });
    case 'walletLow':
      return t.t(M.walletLow, { balance: money(a.balance), threshold: money(a.threshold) });
  }
}

/** The digest in one language, for one channel. */
export function renderDigest(c: DigestContent, t: Texts, channel: DigestChannel): RenderedDigest {
  const money = (rupees: number) => formatInrIn(rupees, t.locale);
  const paise = (p: number) => money(paiseToRupees(p));
  const subject = t.t(M.subject, { account: c.accountName, date: formatDateIn(c.day, t.locale) });
  const figures: string[] = [];
  if (c.sales)
    figures.push(
      t.t(M.sales, {
        amount: paise(c.sales.revenuePaise),
        seats: c.sales.seats,
        cancelled: c.sales.cancelledSeats,
      }),
    );
  if (c.trips)
    figures.push(
      t.t(M.trips, { count: c.trips.count, passengers: c.trips.passengers, amount: paise(c.trips.paise) }),
    );
  if (c.wallet) figures.push(t.t(M.wallet, { in: paise(c.wallet.inPaise), out: paise(c.wallet.outPaise) }));
  if (c.payouts.count > 0)
    figures.push(t.t(M.payouts, { count: c.payouts.count, amount: paise(c.payouts.paise) }));
  const actions = c.actions.map((a) => actionText(a, t, money));
  const open = t.t(M.open, { url: c.consoleUrl });
  const stop = t.t(M.stop, { url: c.unsubscribeUrl });

  const attention = actions.length ? `${t.t(M.attention)} ${actions.join('; ')}.` : t.t(M.nothing);
  const params = [subject, figures.join(' ') || '—', attention, c.unsubscribeUrl];
  switch (channel) {
    case 'email': {
      const list = actions.length
        ? [t.t(M.attention), ...actions.map((a) => `• ${a}`)].join('\n')
        : t.t(M.nothing);
      return { subject, text: [figures.join('\n'), list, open, stop].filter(Boolean).join('\n\n'), params };
    }
    case 'sms':
      return { subject, text: [subject, ...figures, attention, stop].join('\n'), params };
    case 'whatsapp':
      return {
        subject,
        text: [subject, figures.join(' '), attention, stop].filter(Boolean).join('\n\n'),
        params,
      };
  }
}
