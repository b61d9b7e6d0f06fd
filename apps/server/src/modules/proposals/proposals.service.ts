import { randomUUID } from 'node:crypto';
import {
  PROPOSAL_AUDIT,
  PROPOSAL_MESSAGES,
  addDaysToDate,
  daysBetweenDates,
  istDateOf,
  paiseToRupees,
  rupeesToPaise,
  type PayoutProposalRequest,
  type Proposal,
  type ProposalKind,
  type ProposalStatus,
  type WalletDebitRequest,
  type WeekCloseProposalRequest,
} from '@oc/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { violates } from '../../lib/db-errors';
import { formatDate, formatInr } from '../../lib/format';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { languageOfAccount, textsFor } from '../../lib/language';
import { recordAudit, type AuditChange, type StaffActor } from '../audit/audit';
import { ContractsService, mondayOf } from '../contracts/contracts.service';
import { summaryOfWeek } from '../contracts/contracts.repository';
import type { FileStorage } from '../files/storage';
import { buildPnrReport } from '../payouts/payouts.report';
import { confirmedBookings, insertPayout, listPayouts } from '../payouts/payouts.repository';
import { decideReimbursementIn } from '../reimbursements/reimbursements.service';
import { accountsOfUsers, findOperatorByMobile } from '../staff/staff.repository';
import { postEntry } from '../wallet/wallet.ledger';
import * as repo from './proposals.repository';

/** The most proposals one list answers. */
const LIST_LIMIT = 200;
/** The longest payout one proposal publishes (days). */
const PAYOUT_MAX_DAYS = 31;

/** What each kind keeps in `payload` (amounts in paise). */
interface Payloads {
  WALLET_DEBIT: { amountPaise: number; reason: string };
  CLAIM_APPROVAL: { claimId: string; rc: string; claimedPaise: number; amountPaise: number; dates: string };
  PAYOUT_PUBLICATION: { from: string; to: string; amountPaise: number; bookings: number };
  WEEK_CLOSE: { week: string; netPaise: number; trips: number };
}

type Checker = StaffActor;
type Row<K extends ProposalKind = ProposalKind> = repo.ProposalRow & { kind: K; payload: Payloads[K] };

interface KindRule<K extends ProposalKind> {
  /** The proposal in words and figures, as the console lists it. */
  describe(
    p: Payloads[K],
    account: { type: string; name: string },
  ): {
    summary: string;
    amountPaise: number;
    reason: string;
  };
  /**
   * Applies it (inside the decision's transaction): what it made, and the audit row of the change
   * (null when the change writes its own, as a claim's decision does).
   */
  apply(
    tx: Tx,
    row: Row<K>,
    actor: Checker,
    now: Date,
  ): Promise<{ resultRef: string; change: Omit<AuditChange, 'kind' | 'accountId'> | null }>;
}

const range = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

/**
 * Maker-checker for money (contract `proposals.ts`): a proposal changes nothing until a second
 * finance or admin user approves it; approving locks the proposal's row, applies the change and
 * marks it APPLIED in one transaction, so it applies exactly once however many approve at once.
 * Each kind is one {@link KindRule}: its words, and how it applies.
 */
export class ProposalsService {
  private readonly contracts: ContractsService;
  private readonly rules: { [K in ProposalKind]: KindRule<K> };

  constructor(private readonly d: { db: Db; clock: Clock; storage: FileStorage }) {
    this.contracts = new ContractsService({ db: d.db, clock: d.clock });
    this.rules = {
      WALLET_DEBIT: {
        describe: (p, a) => ({
          summary: `Debit ${formatInr(paiseToRupees(p.amountPaise))} from the ${a.type} wallet`,
          amountPaise: p.amountPaise,
          reason: p.reason,
        }),
        apply: async (tx, row) => {
          const p = row.payload;
          const entry = await postEntry(tx, {
            accountId: row.accountId,
            type: 'DEBIT',
            amountPaise: p.amountPaise,
            description: p.reason,
            source: 'ADMIN',
          });
          return {
            resultRef: entry.code,
            change: {
              entity: 'wallets',
              entityId: row.accountId,
              before: { balance: paiseToRupees(entry.closingBalancePaise + p.amountPaise) },
              after: {
                balance: paiseToRupees(entry.closingBalancePaise),
                transactionCode: entry.code,
                amount: paiseToRupees(p.amountPaise),
                reason: p.reason,
              },
            },
          };
        },
      },
      CLAIM_APPROVAL: {
        describe: (p) => ({
          summary: `Approve the claim for ${p.rc} (${p.dates}) at ${formatInr(paiseToRupees(p.amountPaise), { whole: true })} of ${formatInr(paiseToRupees(p.claimedPaise), { whole: true })}`,
          amountPaise: p.amountPaise,
          reason: `Reimbursement claim ${p.rc}, ${p.dates}`,
        }),
        apply: async (tx, row, actor, now) => {
          const p = row.payload;
          // The claim's own decision writes its audit row ('reimbursement.approved', by the checker).
          await decideReimbursementIn(
            tx,
            now,
            p.claimId,
            { status: 'APPROVED', amount: paiseToRupees(p.amountPaise) },
            `${actor.name} (${actor.role ?? 'staff'})`,
            actor,
          );
          return { resultRef: p.claimId, change: null };
        },
      },
      PAYOUT_PUBLICATION: {
        describe: (p) => ({
          summary: `Publish a payout of ${formatInr(paiseToRupees(p.amountPaise))} for ${range(p.from, p.to)} (${p.bookings} bookings) with its PNR-wise report`,
          amountPaise: p.amountPaise,
          reason: `Confirmed bookings of ${range(p.from, p.to)}`,
        }),
        apply: async (tx, row, _actor, now) => {
          const p = row.payload;
          await this.refuseOverlap(tx, row.accountId, p.from, p.to);
          const bookings = await confirmedBookings(tx, row.accountId, p.from, p.to);
          const amountPaise = bookings.reduce((sum, b) => sum + b.farePaise, 0);
          if (amountPaise !== p.amountPaise || bookings.length !== p.bookings)
            throw conflict(PROPOSAL_MESSAGES.payoutChanged);
          const account = await accountOf(tx, row.accountId);
          // Published without the operator's request: in the account owner's language.
          const report = await buildPnrReport(
            bookings,
            { accountName: account.name, from: p.from, to: p.to },
            await textsFor(await languageOfAccount(tx, row.accountId)),
          );
          const key = `payouts/${row.accountId}/${p.from}_${p.to}_${randomUUID()}.xlsx`;
          await this.d.storage.put(
            key,
            report,
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          );
          try {
            const payout = await insertPayout(tx, {
              accountId: row.accountId,
              boName: account.name,
              amountPaise,
              billingStart: p.from,
              billingEnd: p.to,
              generatedOn: now,
              generatedBySystem: false,
              pnrWiseReport: key,
            });
            return {
              resultRef: payout.id,
              change: {
                entity: 'payouts',
                entityId: payout.id,
                after: { from: p.from, to: p.to, amount: paiseToRupees(amountPaise), bookings: p.bookings },
              },
            };
          } catch (err) {
            await this.d.storage.remove(key).catch(() => undefined);
            throw err;
          }
        },
      },
      WEEK_CLOSE: {
        describe: (p) => ({
          summary: `Close the MG week ${range(p.week, addDaysToDate(p.week, 6))} (${p.trips} trips, net ${formatInr(paiseToRupees(p.netPaise))})`,
          amountPaise: p.netPaise,
          reason: `Weekly payment summary of ${range(p.week, addDaysToDate(p.week, 6))}`,
        }),
        apply: async (tx, row, _actor, now) => {
          const p = row.payload;
          if (await summaryOfWeek(tx, row.accountId, p.week)) throw conflict(PROPOSAL_MESSAGES.weekClosed);
          const { summary } = await this.contracts.closeWeek(row.accountId, p.week, now, tx);
          return {
            resultRef: summary.id,
            change: {
              entity: 'weekly_payment_summaries',
              entityId: summary.id,
              after: {
                week: p.week,
                trips: summary.lines.length,
                net: paiseToRupees(summary.netPaise),
              },
            },
          };
        },
      },
    };
  }

  async proposeWalletDebit(input: WalletDebitRequest, actor: Checker): Promise<Proposal> {
    const operator = await findOperatorByMobile(this.d.db, input.mobileNo);
    if (!operator)
      throw new HttpError(404, PROPOSAL_MESSAGES.operatorNotFound, [
        { path: 'mobileNo', message: PROPOSAL_MESSAGES.operatorNotFound },
      ]);
    const wallets = (await accountsOfUsers(this.d.db, [operator.userId])).filter(
      (a) =>
        (a.type === 'OPERATOR' || a.type === 'ELECTRIC') &&
        (!input.accountType || a.type === input.accountType),
    );
    const [account] = wallets;
    if (!account)
      throw badRequest(PROPOSAL_MESSAGES.noWallet, [
        { path: 'mobileNo', message: PROPOSAL_MESSAGES.noWallet },
      ]);
    if (wallets.length > 1)
      throw badRequest(PROPOSAL_MESSAGES.whichWallet, [
        { path: 'accountType', message: PROPOSAL_MESSAGES.whichWallet },
      ]);
    return this.propose(
      'WALLET_DEBIT',
      account.id,
      null,
      { amountPaise: rupeesToPaise(input.amount), reason: input.reason },
      actor,
    );
  }

  /** The claims queue's approval above the limit: the claim stays PENDING until it is approved. */
  async proposeClaimApproval(
    accountId: string,
    payload: Payloads['CLAIM_APPROVAL'],
    actor: Checker,
  ): Promise<Proposal> {
    return this.propose('CLAIM_APPROVAL', accountId, payload.claimId, payload, actor);
  }

  async proposePayout(input: PayoutProposalRequest, actor: Checker): Promise<Proposal> {
    const account = await accountOf(this.d.db, input.accountId);
    if (account.type !== 'OPERATOR')
      throw badRequest(PROPOSAL_MESSAGES.notOperatorAccount, [
        { path: 'accountId', message: PROPOSAL_MESSAGES.notOperatorAccount },
      ]);
    const yesterday = addDaysToDate(istDateOf(this.d.clock.now()), -1);
    if (input.to > yesterday)
      throw badRequest(PROPOSAL_MESSAGES.rangeFuture, [
        { path: 'to', message: PROPOSAL_MESSAGES.rangeFuture },
      ]);
    if (daysBetweenDates(input.from, input.to) + 1 > PAYOUT_MAX_DAYS)
      throw badRequest(PROPOSAL_MESSAGES.rangeLong, [{ path: 'to', message: PROPOSAL_MESSAGES.rangeLong }]);
    await this.refuseOverlap(this.d.db, account.id, input.from, input.to);
    const bookings = await confirmedBookings(this.d.db, account.id, input.from, input.to);
    if (bookings.length === 0) throw badRequest(PROPOSAL_MESSAGES.payoutEmpty);
    const amountPaise = bookings.reduce((sum, b) => sum + b.farePaise, 0);
    return this.propose(
      'PAYOUT_PUBLICATION',
      account.id,
      `${account.id}:${input.from}:${input.to}`,
      { from: input.from, to: input.to, amountPaise, bookings: bookings.length },
      actor,
    );
  }

  async proposeWeekClose(input: WeekCloseProposalRequest, actor: Checker): Promise<Proposal> {
    const account = await accountOf(this.d.db, input.accountId);
    if (account.type !== 'BUSOWNER')
      throw badRequest(PROPOSAL_MESSAGES.notMgAccount, [
        { path: 'accountId', message: PROPOSAL_MESSAGES.notMgAccount },
      ]);
    const week = mondayOf(input.week);
    if (await summaryOfWeek(this.d.db, account.id, week)) throw conflict(PROPOSAL_MESSAGES.weekClosed);
    const preview = await this.contracts
      .previewWeek(account.id, week, this.d.clock.now())
      .catch((err: unknown) => {
        if (err instanceof HttpError && err.status === 400)
          throw badRequest(PROPOSAL_MESSAGES.weekNotOver, [
            { path: 'week', message: PROPOSAL_MESSAGES.weekNotOver },
          ]);
        throw err;
      });
    return this.propose(
      'WEEK_CLOSE',
      account.id,
      `${account.id}:${week}`,
      { week, netPaise: preview.netPaise, trips: preview.trips },
      actor,
    );
  }

  async list(filter: {
    status?: ProposalStatus | undefined;
    kind?: ProposalKind | undefined;
  }): Promise<Proposal[]> {
    const rows = await repo.listProposals(this.d.db, { ...filter, limit: LIST_LIMIT });
    return rows.map((r) => this.toProposal(r));
  }

  /** The waiting approval of a claim, if one is proposed (the claims queue shows it). */
  waitingClaimApproval(db: DbOrTx, claimId: string): Promise<string | null> {
    return repo.waitingProposalOf(db, 'CLAIM_APPROVAL', claimId);
  }

  /** Applies a waiting proposal made by someone else: the change happens and the status with it. */
  async approve(id: string, actor: Checker): Promise<Proposal> {
    return this.decide(id, async (tx, row, now) => {
      if (row.proposedBy === actor.id) throw forbidden(PROPOSAL_MESSAGES.selfApproval);
      const rule = this.rules[row.kind] as KindRule<ProposalKind>;
      const { resultRef, change } = await rule.apply(tx, row, actor, now);
      await repo.decideProposal(tx, row.id, {
        status: 'APPLIED',
        decidedBy: actor.id,
        decidedAt: now,
        decisionReason: null,
        resultRef,
      });
      if (change)
        await recordAudit(
          tx,
          actor,
          {
            ...change,
            kind: PROPOSAL_AUDIT[row.kind].applied,
            accountId: row.accountId,
            after: { ...(change.after as object), proposal: row.id },
          },
          now,
        );
    });
  }

  async reject(id: string, reason: string, actor: Checker): Promise<Proposal> {
    return this.decide(id, async (tx, row, now) => {
      if (row.proposedBy === actor.id) throw forbidden(PROPOSAL_MESSAGES.selfApproval);
      await this.end(tx, row, actor, now, 'REJECTED', reason);
    });
  }

  async withdraw(id: string, actor: Checker): Promise<Proposal> {
    return this.decide(id, async (tx, row, now) => {
      if (row.proposedBy !== actor.id) throw forbidden(PROPOSAL_MESSAGES.notYours);
      await this.end(tx, row, actor, now, 'WITHDRAWN', null);
    });
  }

  private async end(
    tx: Tx,
    row: Row,
    actor: Checker,
    now: Date,
    status: 'REJECTED' | 'WITHDRAWN',
    reason: string | null,
  ): Promise<void> {
    await repo.decideProposal(tx, row.id, {
      status,
      decidedBy: actor.id,
      decidedAt: now,
      decisionReason: reason,
      resultRef: null,
    });
    const { summary } = this.describe(row, { type: '', name: '' });
    await recordAudit(
      tx,
      actor,
      {
        kind: PROPOSAL_AUDIT[row.kind][status === 'REJECTED' ? 'rejected' : 'withdrawn'],
        entity: 'proposals',
        entityId: row.id,
        accountId: row.accountId,
        before: { status: 'PROPOSED' },
        after: { status, summary, ...(reason ? { reason } : {}) },
      },
      now,
    );
  }

  /** Writes a PROPOSED proposal and its audit row; a second one about the same subject is 409. */
  private async propose<K extends ProposalKind>(
    kind: K,
    accountId: string,
    subject: string | null,
    payload: Payloads[K],
    actor: Checker,
  ): Promise<Proposal> {
    const now = this.d.clock.now();
    const account = await accountOf(this.d.db, accountId);
    const described = (this.rules[kind] as KindRule<K>).describe(payload, account);
    const id = await this.d.db
      .transaction(async (tx) => {
        const row = await repo.insertProposal(tx, {
          kind,
          accountId,
          payload,
          subject,
          proposedBy: actor.id,
          proposedAt: now,
        });
        await recordAudit(
          tx,
          actor,
          {
            kind: PROPOSAL_AUDIT[kind].proposed,
            entity: 'proposals',
            entityId: row.id,
            accountId,
            after: {
              status: 'PROPOSED',
              summary: described.summary,
              amount: paiseToRupees(described.amountPaise),
              reason: described.reason,
            },
          },
          now,
        );
        return row.id;
      })
      .catch((err: unknown) => {
        if (violates(err, 'proposals_one_waiting')) throw conflict(PROPOSAL_MESSAGES.alreadyProposed);
        throw err;
      });
    return this.one(this.d.db, id);
  }

  /** A payout may not cover a day another payout of the account covers. */
  private async refuseOverlap(db: DbOrTx, accountId: string, from: string, to: string): Promise<void> {
    if ((await listPayouts(db, accountId, { from, to })).length > 0)
      throw conflict(PROPOSAL_MESSAGES.payoutOverlaps);
  }

  /** Locks the proposal, checks it still waits, runs the decision; all in one transaction. */
  private async decide(id: string, apply: (tx: Tx, row: Row, now: Date) => Promise<void>): Promise<Proposal> {
    const now = this.d.clock.now();
    await this.d.db.transaction(async (tx) => {
      const row = await repo.lockProposal(tx, id);
      if (!row) throw notFound(PROPOSAL_MESSAGES.notFound);
      if (row.status !== 'PROPOSED') throw conflict(PROPOSAL_MESSAGES.notWaiting);
      await apply(tx, row as Row, now);
    });
    return this.one(this.d.db, id);
  }

  private async one(db: DbOrTx, id: string): Promise<Proposal> {
    const [row] = await repo.listProposals(db, { id, limit: 1 });
    if (!row) throw notFound(PROPOSAL_MESSAGES.notFound);
    return this.toProposal(row);
  }

  private describe(row: repo.ProposalRow, account: { type: string; name: string }) {
    const kind = row.kind as ProposalKind;
    return (this.rules[kind] as KindRule<ProposalKind>).describe(
      row.payload as Payloads[ProposalKind],
      account,
    );
  }

  private toProposal(r: Awaited<ReturnType<typeof repo.listProposals>>[number]): Proposal {
    const p = r.proposal;
    const described = this.describe(p, { type: r.accountType, name: r.accountName });
    return {
      id: p.id,
      kind: p.kind as ProposalKind,
      status: p.status as ProposalStatus,
      summary: described.summary,
      accountId: p.accountId,
      accountName: r.accountName,
      accountType: r.accountType,
      mobileNo: r.mobileNo,
      amount: paiseToRupees(described.amountPaise),
      reason: described.reason,
      proposedBy: { id: p.proposedBy, name: r.proposerName },
      proposedAt: p.proposedAt.toISOString(),
      decidedBy: p.decidedBy && r.deciderName !== null ? { id: p.decidedBy, name: r.deciderName } : null,
      decidedAt: p.decidedAt?.toISOString() ?? null,
      decisionReason: p.decisionReason,
      resultRef: p.resultRef,
    };
  }
}

async function accountOf(db: DbOrTx, accountId: string) {
  const account = await repo.findAccount(db, accountId);
  if (!account)
    throw new HttpError(404, PROPOSAL_MESSAGES.accountNotFound, [
      { path: 'accountId', message: PROPOSAL_MESSAGES.accountNotFound },
    ]);
  return account;
}
