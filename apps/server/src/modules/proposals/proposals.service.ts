import {
  PROPOSAL_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type Proposal,
  type ProposalStatus,
  type WalletDebitRequest,
} from '@oc/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { recordAudit, type StaffActor } from '../audit/audit';
import { findOperatorByMobile, accountsOfUsers } from '../staff/staff.repository';
import { postEntry } from '../wallet/wallet.ledger';
import * as repo from './proposals.repository';

/** The most proposals one list answers. */
const LIST_LIMIT = 200;

interface WalletDebitPayload {
  amountPaise: number;
  reason: string;
}

type Checker = StaffActor;

/**
 * Maker-checker for money (contract `proposals.ts`): a proposal changes nothing until a second
 * finance or admin user approves it; approving locks the proposal's row, applies the change and
 * marks it APPLIED in one transaction, so it applies exactly once however many approve at once.
 */
export class ProposalsService {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async proposeWalletDebit(input: WalletDebitRequest, actor: Checker): Promise<Proposal> {
    const now = this.d.clock.now();
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
    const payload: WalletDebitPayload = { amountPaise: rupeesToPaise(input.amount), reason: input.reason };
    const id = await this.d.db.transaction(async (tx) => {
      const row = await repo.insertProposal(tx, {
        kind: 'WALLET_DEBIT',
        accountId: account.id,
        payload,
        proposedBy: actor.id,
        proposedAt: now,
      });
      await recordAudit(
        tx,
        actor,
        {
          kind: 'wallet.debit.proposed',
          entity: 'proposals',
          entityId: row.id,
          accountId: account.id,
          after: { status: 'PROPOSED', amount: input.amount, reason: input.reason },
        },
        now,
      );
      return row.id;
    });
    return this.one(this.d.db, id);
  }

  async list(status: ProposalStatus | undefined): Promise<Proposal[]> {
    const rows = await repo.listProposals(this.d.db, { status, limit: LIST_LIMIT });
    return rows.map(toProposal);
  }

  /** Applies a waiting proposal made by someone else: the money moves and the status with it. */
  async approve(id: string, actor: Checker): Promise<Proposal> {
    return this.decide(id, async (tx, row, now) => {
      if (row.proposedBy === actor.id) throw forbidden(PROPOSAL_MESSAGES.selfApproval);
      const payload = row.payload as WalletDebitPayload;
      const entry = await postEntry(tx, {
        accountId: row.accountId,
        type: 'DEBIT',
        amountPaise: payload.amountPaise,
        description: payload.reason,
        source: 'ADMIN',
      });
      await repo.decideProposal(tx, row.id, {
        status: 'APPLIED',
        decidedBy: actor.id,
        decidedAt: now,
        decisionReason: null,
        resultRef: entry.code,
      });
      await recordAudit(
        tx,
        actor,
        {
          kind: 'wallet.debit.applied',
          entity: 'wallets',
          entityId: row.accountId,
          accountId: row.accountId,
          before: { balance: paiseToRupees(entry.closingBalancePaise + payload.amountPaise) },
          after: {
            balance: paiseToRupees(entry.closingBalancePaise),
            transactionCode: entry.code,
            amount: paiseToRupees(payload.amountPaise),
            reason: payload.reason,
            proposal: row.id,
          },
        },
        now,
      );
    });
  }

  async reject(id: string, reason: string, actor: Checker): Promise<Proposal> {
    return this.decide(id, async (tx, row, now) => {
      if (row.proposedBy === actor.id) throw forbidden(PROPOSAL_MESSAGES.selfApproval);
      await repo.decideProposal(tx, row.id, {
        status: 'REJECTED',
        decidedBy: actor.id,
        decidedAt: now,
        decisionReason: reason,
        resultRef: null,
      });
      await recordAudit(
        tx,
        actor,
        {
          kind: 'wallet.debit.rejected',
          entity: 'proposals',
          entityId: row.id,
          accountId: row.accountId,
          before: { status: 'PROPOSED' },
          after: { status: 'REJECTED', reason },
        },
        now,
      );
    });
  }

  async withdraw(id: string, actor: Checker): Promise<Proposal> {
    return this.decide(id, async (tx, row, now) => {
      if (row.proposedBy !== actor.id) throw forbidden(PROPOSAL_MESSAGES.notYours);
      await repo.decideProposal(tx, row.id, {
        status: 'WITHDRAWN',
        decidedBy: actor.id,
        decidedAt: now,
        decisionReason: null,
        resultRef: null,
      });
      await recordAudit(
        tx,
        actor,
        {
          kind: 'wallet.debit.withdrawn',
          entity: 'proposals',
          entityId: row.id,
          accountId: row.accountId,
          before: { status: 'PROPOSED' },
          after: { status: 'WITHDRAWN' },
        },
        now,
      );
    });
  }

  /** Locks the proposal, checks it still waits, runs the decision; all in one transaction. */
  private async decide(
    id: string,
    apply: (tx: DbOrTx, row: repo.ProposalRow, now: Date) => Promise<void>,
  ): Promise<Proposal> {
    const now = this.d.clock.now();
    await this.d.db.transaction(async (tx) => {
      const row = await repo.lockProposal(tx, id);
      if (!row) throw notFound(PROPOSAL_MESSAGES.notFound);
      if (row.status !== 'PROPOSED') throw conflict(PROPOSAL_MESSAGES.notWaiting);
      await apply(tx, row, now);
    });
    return this.one(this.d.db, id);
  }

  private async one(db: DbOrTx, id: string): Promise<Proposal> {
    const [row] = await repo.listProposals(db, { id, limit: 1 });
    if (!row) throw notFound(PROPOSAL_MESSAGES.notFound);
    return toProposal(row);
  }
}

function toProposal(r: Awaited<ReturnType<typeof repo.listProposals>>[number]): Proposal {
  const p = r.proposal;
  const payload = p.payload as WalletDebitPayload;
  return {
    id: p.id,
    kind: 'WALLET_DEBIT',
    status: p.status as ProposalStatus,
    accountId: p.accountId,
    accountName: r.accountName,
    accountType: r.accountType,
    mobileNo: r.mobileNo,
    amount: paiseToRupees(payload.amountPaise),
    reason: payload.reason,
    proposedBy: { id: p.proposedBy, name: r.proposerName },
    proposedAt: p.proposedAt.toISOString(),
    decidedBy: p.decidedBy && r.deciderName !== null ? { id: p.decidedBy, name: r.deciderName } : null,
    decidedAt: p.decidedAt?.toISOString() ?? null,
    decisionReason: p.decisionReason,
    resultRef: p.resultRef,
  };
}
